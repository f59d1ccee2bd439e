import java.util.Objects;
// runners/java/Pair.java: the Pair LeetCode's Java offers (javafx.util.Pair's interface), built
// beside a solution that does not define a class Pair of its own.
final class Pair<K, V> {
	private final K key;
	private final V value;

	Pair(K key, V value) {
		this.key = key;
		this.value = value;
	}

	public K getKey() { return key; }

	public V getValue() { return value; }

	@Override
	public boolean equals(Object o) {
		return o instanceof Pair<?, ?> p && Objects.equals(key, p.key) && Objects.equals(value, p.value);
	}

	@Override
	public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }

	@Override
	public String toString() { return key + "=" + value; }
}
