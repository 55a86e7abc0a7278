package dyno.jvm.mbeans;

import java.util.List;

import javax.management.ObjectName;

/**
 * One MBean of a domain, as the browser's tree shows it: its key properties ({@code type=Memory}, or
 * {@code type=GarbageCollector,name=G1 Young Generation}) in the order the bean was registered with.
 */
public record MBeanNode(ObjectName name) {

	public String domain() {
		return name.getDomain();
	}

	public String label() {
		return name.getKeyPropertyListString();
	}

	/** The MBeans of one domain, sorted by label. */
	public record Domain(String name, List<MBeanNode> beans) {
	}
}
