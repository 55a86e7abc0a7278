package dyno.profile;

/**
 * A method's share of the execution samples.
 *
 * @param method        {@code pkg.Class.method}
 * @param selfSamples   samples with this method on top (its own code running)
 * @param totalSamples  samples with this method anywhere on the stack (counted once per sample, recursion or not)
 * @param selfPercent   self samples of all samples, 0..100
 * @param totalPercent  total samples of all samples, 0..100
 */
public record HotMethod(String method, long selfSamples, long totalSamples, double selfPercent, double totalPercent) {
}
