export function trustProxySetting(value: string | undefined): false | number | string[] | Error;
