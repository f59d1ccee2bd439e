# help.sh: sourced by run_tests.sh. make help lists every target and every variable of the
# Makefile: the lists are read from the Makefile itself (its .PHONY targets and the variables
# it accepts on the command line, KNOWN_VARIABLES less make's own), so a target or a variable
# added later and left out of make help fails here.

echo "== make help: every target and every variable of the Makefile"
# make_list NAME: the words of the Makefile's variable NAME, as make expands it.
make_list() { $MAKE --eval "_zuma_list: ; @echo \$($1)" _zuma_list 2>/dev/null; }
help_out=$($MAKE help 2>&1)
# need-solution: a step of other targets (it checks SOLUTION exists), not one to run.
targets=$(sed -n '/^\.PHONY:/{:a;/\\$/{N;ba};p}' Makefile | sed 's/^\.PHONY://' | tr -d '\\' | \
	tr ' \t\n' '\n\n\n' | grep -v '^$' | grep -vx 'need-solution' | sort -u)
make_own="MAKEFLAGS MFLAGS MAKELEVEL MAKEFILES MAKE SHELL .SHELLFLAGS V VPATH GNUMAKEFLAGS"
variables=$(make_list KNOWN_VARIABLES | tr ' ' '\n' | grep -v '^$' | grep -vxF -f <(tr ' ' '\n' <<<"$make_own") | sort -u)
missing=
for t in $targets; do
	grep -Eq "make $t( |$)" <<<"$help_out" || missing="$missing make $t"
done
for v in $variables; do
	grep -Eq "(^| )$v=" <<<"$help_out" || missing="$missing $v="
done
nt=$(wc -w <<<"$targets") nv=$(wc -w <<<"$variables")
[ "$nt" -ge 10 ] && [ "$nv" -ge 20 ] && [ -z "$missing" ] \
	&& ok "make help lists the Makefile's $nt targets and $nv variables" \
	|| bad "make help leaves out (of $nt targets, $nv variables):$missing" "$help_out"
# ... and the check fails when make help leaves one out (planted: help without its last line).
planted_help=$(sed '$d' <<<"$help_out")
last=$(tail -n 1 <<<"$help_out" | grep -Eo '[A-Z_]+=' | head -n 1)
gone=
for v in $variables; do
	grep -Eq "(^| )$v=" <<<"$help_out" && ! grep -Eq "(^| )$v=" <<<"$planted_help" && gone="$gone $v"
done
[ -n "$last" ] && [ -n "$gone" ] && ok "  ... the check notices a help without its last line (misses:$gone)" \
	|| bad "the help check would not notice a help without its last line ($last)" "$planted_help"
expect_in "make help gives each variable's default" "$help_out" "SOLUTION=solution.c" \
	"CASES=cases" "SANITIZE=1" "STOP=0" "FORMAT=text" "MEMORY_LIMIT=256" "OUTPUT_LIMIT=1024" \
	"TIME_LIMIT=ms\[,total ms\] \(10000 a case; in all 1000 a case judged, at least 20000\)"
