import { compileCms } from './test-strapi';

export default function setup(): void {
  compileCms();
}
