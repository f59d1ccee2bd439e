# runners/java/build.sh: Java as LeetCode builds it (OpenJDK 21 there, --release 21; the JDK
# that javac belongs to here). LeetCode's imports (prelude.txt) go before the solution on its
# first line, so line numbers stay the user's; Pair.java joins unless the solution has a Pair.
# javac runs in the build box; the classes become a jar appended to the runner (harness.c
# with a JVM through JNI, linked with runner.o and sandbox.o), whose class path is itself.
# bits/stdc++.h, a JVM: slower than a C compile; under load 10 s was not enough.
BUILD_SECONDS=${BUILD_SECONDS:-30}
javac=$(command -v javac 2>/dev/null) || missing "a JDK (javac)" \
	"On Debian or Ubuntu: apt-get install default-jdk-headless"
jhome=$(dirname "$(dirname "$(readlink -f "$javac")")")
[ -f "$jhome/include/jni.h" ] && [ -f "$jhome/lib/server/libjvm.so" ] && [ -x "$jhome/bin/jar" ] ||
	missing "a full JDK at $jhome (jni.h, lib/server/libjvm.so, bin/jar)" \
		"On Debian or Ubuntu: apt-get install default-jdk-headless"
p=$runners/java
release=$("$javac" -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p')
runner_key "$jhome" "$release" "${CC:-gcc}" -- "$p/harness.c" "$p/prelude.txt" "$p/Pair.java" \
	"$p/LeetCodeDriver.java" "$here/protocol.h" "$dir/runner.o" "$dir/sandbox.o"
build_start
{ tr -d '\n' <"$p/prelude.txt"; cat "$src"; } >"$work/Solution.java"
cp "$p/LeetCodeDriver.java" "$work/"
set -- Solution.java LeetCodeDriver.java
if ! grep -Eq '(^|[^A-Za-z0-9_$])(class|record|interface|enum)[[:space:]]+Pair([^A-Za-z0-9_$]|$)' "$src"; then
	cp "$p/Pair.java" "$work/"
	set -- "$@" Pair.java
fi
# The compiler's JVM within the box's 1024 MB of address space: a small heap and class space.
if ! in_box javac -J-Xmx512m -J-XX:CompressedClassSpaceSize=64m -J-XX:ReservedCodeCacheSize=32m \
	-J-XX:+UseSerialGC -J-XX:-UsePerfData -J-Xshare:auto --release "$release" -encoding UTF-8 \
	-Xmaxerrs 20 -d . "$@"; then
	# javac names the copy: name the user's file instead.
	awk -v n="$user_name" 'index($0, "Solution.java:") == 1 { $0 = n substr($0, 14) } { print }' \
		"$log" >&2
	exit 1
fi
awk -v n="$user_name" 'index($0, "Solution.java:") == 1 { $0 = n substr($0, 14) } { print }' "$log" >&2
set --
for f in "$work"/*.class; do
	set -- "$@" -C "$work" "${f##*/}"
done
"$jhome/bin/jar" --create --file "$tmp.jar" "$@" || exit 1
"${CC:-gcc}" -std=gnu11 -O2 -I"$here" -I"$jhome/include" -I"$jhome/include/linux" \
	-c "$p/harness.c" -o "$tmp.o" || exit 1
"${CC:-gcc}" "$dir/runner.o" "$dir/sandbox.o" "$tmp.o" -L"$jhome/lib/server" -ljvm \
	-Wl,-rpath,"$jhome/lib/server" \
	-Wl,--export-dynamic-symbol=getpwuid,--export-dynamic-symbol=getpwuid_r -o "$tmp.exe" || exit 1
cat "$tmp.exe" "$tmp.jar" >"$tmp" && rm -f "$tmp.exe" "$tmp.jar"
# LeetCode gives Java more time than C; 3 s a case and 60 s in all (C: 1 s, 10 s) pass a plain BFS here, the
# JVM's start before READY aside (docs/languages.md).
runner_install "$tmp" "OpenJDK $release (javac --release $release, a JVM in the C harness)"
