/** The Snapshots view, the snapshot diff, the leak finder and the holders of a class in a heap dump. */
package dyno.heap.ui;
