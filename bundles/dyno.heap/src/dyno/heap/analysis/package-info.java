/**
 * The heap analyses, declared once for every face: a class-histogram snapshot of a JVM, the diff of snapshots, the
 * leak finder's ranking of a series (from files or taken now of a JVM) and who holds a class in a heap dump. The
 * workbench's views and handlers and the command line build their arguments, run them and render the results.
 */
package dyno.heap.analysis;
