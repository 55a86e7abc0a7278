package dyno.profile;

/**
 * What the recording saw allocated of one class.
 *
 * @param className        the allocated class ({@code byte[]}, {@code java.lang.String} ...)
 * @param bytesInTlab      bytes of new TLABs whose first object was of this class (JFR's weighting of
 *                         {@code jdk.ObjectAllocationInNewTLAB}); for a recording with allocation samples only
 *                         ({@link AllocationProfile.Basis#ALLOCATION_SAMPLES}) the samples' estimated bytes,
 *                         in and outside TLABs alike
 * @param bytesOutsideTlab bytes allocated directly in the heap, outside any TLAB (large objects); 0 with samples
 * @param events           the allocation events of this class
 * @param percent          this class's bytes of all classes' bytes, 0..100
 */
public record AllocationRow(String className, long bytesInTlab, long bytesOutsideTlab, long events, double percent) {

	/** Bytes in and outside TLABs. */
	public long bytes() {
		return bytesInTlab + bytesOutsideTlab;
	}
}
