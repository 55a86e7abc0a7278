/**
 * Class-histogram snapshots, their store and file format, the snapshot diff and the leak finder. No SWT: the same
 * classes serve the workbench views and the command line.
 */
package dyno.heap;
