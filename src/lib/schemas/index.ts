export * from './common';
export * from './callback';
export * from './contact';
export * from './appointment';
export * from './donation';
