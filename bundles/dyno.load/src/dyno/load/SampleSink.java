package dyno.load;

/** Receives samples one by one; the {@link Sample} passed is reused by the caller after {@code accept} returns. */
@FunctionalInterface
public interface SampleSink {

	void accept(Sample sample);
}
