package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.samples.ChildJvm;
import dyno.samples.Leaky;
import dyno.samples.Waits;

/**
 * Issue 26, point 10: the demo's leaking sample ended itself after 10 minutes. Its lifetime is a system property
 * now (the demo gives it a day); this checks the property is what ends it, with a lifetime of one second.
 */
class LeakyLifetimeTest {

	@Test
	void leakyRunsAsLongAsItsLifetimeProperty() throws Exception {
		try (ChildJvm child = ChildJvm.start(List.of("-D" + Leaky.LIFETIME + "=1"), Leaky.class, "1", "0")) {
			// Within Waits.LIMIT, far below the 10 minutes it would run without the property.
			Waits.until("Leaky ended after its one-second lifetime", () -> !child.isAlive());
			assertTrue(!child.isAlive());
		}
	}
}
