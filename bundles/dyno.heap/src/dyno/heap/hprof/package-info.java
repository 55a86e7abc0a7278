/**
 * HPROF heap dumps: the class histogram of a dump, the paths from GC roots that hold a class's instances, and the
 * dominator tree with the exact retained size of every object ({@link dyno.heap.hprof.DominatorTree}).
 */
package dyno.heap.hprof;
