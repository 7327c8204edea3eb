// The widget's Spanish words ship as a side-effect module without types of its own.
declare module 'altcha/i18n/es-es';
declare module 'altcha/altcha.css';
// A worker module, as Vite's `?worker` import makes it.
declare module 'altcha/workers/pbkdf2?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}

// The web component as JSX: React 19 passes its attributes through and its props as properties.
declare namespace React.JSX {
  interface IntrinsicElements {
    'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
      name?: string;
    };
  }
}
