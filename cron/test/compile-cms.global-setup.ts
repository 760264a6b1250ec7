import { compileCms } from '@kundu/cms/testing';

export default function setup(): void {
  compileCms();
}
