# runners/java/build.sh: Java as LeetCode builds it (OpenJDK 21 there, --release 21; the JDK
# that javac belongs to here, OpenJDK 17 on Debian 12). LeetCode's imports (prelude.txt) go
# before the solution on its first line, so line numbers stay the user's; Pair.java joins
# unless the solution has a Pair. The solution is compiled with LeetCodeDriver.java, which
# calls new Solution().findMinStep(board, hand) as LeetCode's driver does: a misnamed method
# is a Compile Error ("cannot find symbol"), as there. javac's words as LeetCode prints them
# ("Line 3: error: ..."), and a note when the error is a Java 21 feature 17 lacks (java21.txt).
# javac and jar run in the build box; the classes become a jar appended to the runner (harness.c
# with a JVM through JNI, linked with runner.o and sandbox.o), whose class path is itself.
# The JVM's heap, class space and direct memory are sized from MEMORY_LIMIT, so that it
# collects before the box's limit, and running out of heap is MLE with the JVM's words.
BUILD_SECONDS=${BUILD_SECONDS:-30}
javac=$(command -v javac 2>/dev/null) || missing "a JDK (javac)" \
	"On Debian or Ubuntu: apt-get install default-jdk-headless"
jhome=$(dirname "$(dirname "$(readlink -f "$javac")")")
[ -f "$jhome/include/jni.h" ] && [ -f "$jhome/lib/server/libjvm.so" ] && [ -x "$jhome/bin/jar" ] ||
	missing "a full JDK at $jhome (jni.h, lib/server/libjvm.so, bin/jar)" \
		"On Debian or Ubuntu: apt-get install default-jdk-headless"
p=$runners/java
# (javac -version takes 0.3 s here, and a judged file's runner is looked up on every run: the
# key reads the JDK's release file, and javac is asked only for a build or when there is none)
javac_release() { "$javac" -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p'; }
release= jrelease=$jhome/release
[ -f "$jrelease" ] || { jrelease=/dev/null; release=$(javac_release); }
# Of MEMORY_LIMIT: 5/8 for the heap, 1/8 for metaspace, 1/16 for direct buffers; the rest is
# the JVM's own (code, threads, libjvm): a plain BFS at 256 MB peaks near 220 MB
# (docs/languages.md).
mem=${ZUMA_MEMORY_LIMIT:-256}
heap=$((mem * 5 / 8)) meta=$((mem / 8 > 24 ? mem / 8 : 24)) direct=$((mem / 16 > 8 ? mem / 16 : 8))
runner_key "$jhome" "$release" "${CC:-gcc}" "$heap" "$meta" "$direct" -- "$p/harness.c" \
	"$p/prelude.txt" "$p/Pair.java" "$p/java21.txt" \
	"$p/LeetCodeDriver.java" "$here/protocol.h" "$dir/runner.o" "$dir/sandbox.o" "$jrelease"
[ -n "$release" ] || release=$(javac_release)
build_start
{ tr -d '\n' <"$p/prelude.txt"; user_source; } >"$work/Solution.java"
cp "$p/LeetCodeDriver.java" "$work/"
set -- Solution.java LeetCodeDriver.java
if ! grep -Eq '(^|[^A-Za-z0-9_$])(class|record|interface|enum)[[:space:]]+Pair([^A-Za-z0-9_$]|$)' "$src"; then
	cp "$p/Pair.java" "$work/"
	set -- "$@" Pair.java
fi
# javac's words as LeetCode shows them: "Line N: error: ...", the driver's lines named.
leetcode_words() {
	awk '/^Solution\.java:[0-9]+: / { sub(/^Solution\.java:/, "Line ") }
	/^LeetCodeDriver\.java:[0-9]+: / { sub(/^LeetCodeDriver\.java:/, "Line "); $0 = $0 " [in LeetCodeDriver.java]" }
	{ print }' "$log" >&2
}
# java21_note: the Java 21 features of java21.txt that this error is (javac's words or the
# source's), said once each.
java21_note() {
	while IFS='	' read -r where pattern feature; do
		case $where in '#'* | '') continue ;; esac
		file=$log
		[ "$where" = source ] && file=$work/Solution.java
		if grep -Eq -- "$pattern" "$file"; then
			echo "note: $feature is Java 21, LeetCode's Java; this kit's javac is $release" \
				"(Debian 12 has no JDK 21): write it the Java $release way."
		fi
	done <"$p/java21.txt" | sort -u >&2
}
# The compiler's JVM within the box's 1024 MB of address space: a small heap and class space.
jvm_flags="-J-Xmx512m -J-XX:CompressedClassSpaceSize=64m -J-XX:ReservedCodeCacheSize=32m
	-J-XX:+UseSerialGC -J-XX:-UsePerfData -J-Xshare:auto -J-Xlog:disable"
# javac's own classes from a class-data-sharing archive, kept in the build folder (10 MB, keyed
# by the JDK): javac then takes a quarter less CPU (1.7 s instead of 2.3 here, in the box). It is
# made once, outside the box, by compiling the kit's own Pair.java (no user code: dumping an
# archive needs more address space than the box gives); an archive the JVM cannot map is passed
# over (-Xshare:auto), and the JVM's log is off, so neither reaches the compiler's words.
jsa=$dir/javac-$(printf '%s\n' "$jhome" "$("$javac" -version 2>&1)" | sha256sum | cut -c1-20).jsa
if [ ! -f "$jsa" ]; then
	# shellcheck disable=SC2086 # the flags are words
	"$javac" $jvm_flags "-J-XX:ArchiveClassesAtExit=$tmp.jsa" -d "$tmp.classes" \
		"$p/Pair.java" >/dev/null 2>&1 && mv -f "$tmp.jsa" "$jsa"
	rm -rf "$tmp.classes" "$tmp.jsa"
fi
cds=
[ -f "$jsa" ] && { ln "$jsa" "$work/javac.jsa" 2>/dev/null || cp "$jsa" "$work/javac.jsa"; } &&
	cds=-J-XX:SharedArchiveFile=javac.jsa
# shellcheck disable=SC2086
if ! in_box javac $jvm_flags $cds --release "$release" -encoding UTF-8 -Xmaxerrs 20 -d . "$@"; then
	leetcode_words
	java21_note
	exit 1
fi
leetcode_words
rm -f "$work/javac.jsa"
set --
for f in "$work"/*.class; do
	set -- "$@" "${f##*/}"
done
# The jar in the box too, its JVM sized as javac's: the classes are the solution's. jar names its
# temporary file with SecureRandom, whose seed, in a box without /dev/random, came from a
# generator that spins threads for 8 s of CPU: a file of the JDK's is seed enough for a name.
if ! in_box "$jhome/bin/jar" -J-Xmx256m -J-XX:CompressedClassSpaceSize=64m \
	-J-XX:ReservedCodeCacheSize=32m -J-XX:+UseSerialGC -J-XX:-UsePerfData \
	"-J-Djava.security.egd=file:$jhome/lib/modules" --create \
	--file runner.jar "$@"; then # (class names are Java identifiers: never an option)
	cat "$log" >&2
	exit 1
fi
mv -f "$work/runner.jar" "$tmp.jar"
"${CC:-gcc}" -std=gnu11 -O2 -I"$here" -I"$jhome/include" -I"$jhome/include/linux" \
	-DHEAP_MB="$heap" -DMETASPACE_MB="$meta" -DDIRECT_MB="$direct" \
	-c "$p/harness.c" -o "$tmp.o" || exit 1
"${CC:-gcc}" "$dir/runner.o" "$dir/sandbox.o" "$tmp.o" -L"$jhome/lib/server" -ljvm \
	-Wl,-rpath,"$jhome/lib/server" \
	-Wl,--export-dynamic-symbol=getpwuid,--export-dynamic-symbol=getpwuid_r -o "$tmp.exe" || exit 1
cat "$tmp.exe" "$tmp.jar" >"$tmp" && rm -f "$tmp.exe" "$tmp.jar"
# LeetCode gives Java more time than C; 3 s a case and 60 s in all (C: 1 s, 10 s) pass a plain BFS here, the
# JVM's start before READY aside (docs/languages.md).
runner_install "$tmp" "OpenJDK $release (javac --release $release, a JVM in the C harness, -Xmx${heap}m)"
