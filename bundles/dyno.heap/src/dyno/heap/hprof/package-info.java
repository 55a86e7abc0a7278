/** HPROF heap dumps: the class histogram of a dump and the paths from GC roots that hold a class's instances. */
package dyno.heap.hprof;
