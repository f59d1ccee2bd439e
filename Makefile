# Zuma Game (LeetCode 488) kit. The two commands a user needs: `make judge` and `make test`.
.POSIX:
.SUFFIXES:
.DELETE_ON_ERROR:

CC       = gcc
CFLAGS   = -std=gnu11 -O2 -g -Wall -Wextra -Werror -Wmissing-prototypes
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# How LeetCode builds C: gcc, gnu11, -O2, with AddressSanitizer and UBSan. Warnings in a
# practice solution are shown, not fatal.
LEETCODE_CFLAGS = -std=gnu11 -O2 -g

SOLUTION     = solution.c
CASES        = cases
SANITIZE     = 1
TIME_LIMIT   =
MEMORY_LIMIT = 256
OUTPUT_LIMIT = 1024
STOP         = 0
# 1: judge where the sandbox cannot hide the cases (no user namespaces for an ordinary user, or
# the kit under /usr): every verdict is then marked unverified (docs/design.md).
UNCONFINED   = 0
FILTER       =
FORMAT       = text
SEED         = 488
N            = 20000
# make worst and make stress work to a time budget in seconds (empty: worst's 60, stress's 180);
# N caps the inputs. VERSUS=file: make worst climbs SOLUTION's time over that solver's.
TIME         =
VERSUS       =
L            = 6
APPEND       =
INPUT        =
LONG         = 0
BOARD        =
HAND         =
B            = build
BENCH_CASES  = cases/hard.txt
# The slowest inputs `make worst` found for solution.c (BENCH_WORST= leaves the section out).
BENCH_WORST  = cases/worst.txt
# (?=: VERBOSE=1 in the environment works too; run_tests.sh sets it for its checks)
VERBOSE     ?= 0
# The default limits (judge/main.c's, calibrated there): ms a case, and for all the cases.
DEFAULT_LIMITS = 10000 a case; in all 1000 a case judged, at least 20000
# make submit: how many cases of CASES it draws, as LeetCode's Submit runs about 60.
SUBMIT_CASES = 60
# make domain: the shard to run (k/N) and whether to use its shortcuts (0: every pair run).
SHARD        = 1/1
SHORTCUTS    = 1
# make history: SHOW=n prints submission n and its file, DIFF=a,b diff -u of two submissions;
# make contest: its length in minutes (a LeetCode weekly contest).
SHOW         =
DIFF         =
MINUTES      = 90
# make exhaustive: 1 calls the solution on one board of each family only (see make help).
FAMILIES     = 0
# make judge and make submit: 0 leaves out the speed comparison after an Accepted verdict.
COMPARE      = 1

# What a user gives is text, never code: each value is frozen as it was written (make expands
# nothing inside it, so `m$$(shell ...).c` is a file name) and reaches recipes only through the
# environment, in double quotes ("$$ZUMA_SOLUTION"), which the shell does not parse again. So
# quotes, $$, backquotes, spaces or newlines in a value are judged or refused, never run.
USER_VALUES = SOLUTION CASES SANITIZE TIME_LIMIT MEMORY_LIMIT OUTPUT_LIMIT STOP FILTER FORMAT \
	SEED N L APPEND INPUT LONG BOARD HAND B BENCH_CASES BENCH_WORST VERBOSE SUBMIT_CASES \
	SHARD SHORTCUTS SHOW DIFF MINUTES FAMILIES UNCONFINED TIME VERSUS COMPARE FROM HISTORY
# A variable given on the command line that this kit does not know is a typo until shown
# otherwise (make judge SOLUTON=mine.c would judge solution.c): refused, with the nearest known
# name. make's own (MAKEFLAGS, V, SHELL...) and the build's (CC, CFLAGS...) are known.
KNOWN_VARIABLES = $(USER_VALUES) CC CFLAGS CXX CXXFLAGS SANFLAGS LEETCODE_CFLAGS BUILD_SECONDS BUILD_MB \
	MAKEFLAGS MFLAGS MAKELEVEL MAKEFILES MAKE SHELL .SHELLFLAGS V VPATH GNUMAKEFLAGS
UNKNOWN_VARIABLES = $(strip $(foreach v,$(filter-out $(KNOWN_VARIABLES),$(.VARIABLES)),$(if \
	$(filter command line,$(origin $(v))),$(v))))
# A name is handed to awk (for the nearest known one) only when it is letters, digits and _.
plain_name = $(if $(strip $(eval _n := $(1))$(foreach c,A B C D E F G H I J K L M N O P Q R S T \
	U V W X Y Z a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9 _,$(eval \
	_n := $$(subst $(c),,$$(_n))))$(_n)),,$(1))
nearest = $(call nearest_in,$(1),$(USER_VALUES) CC CFLAGS CXX CXXFLAGS,1)
# $(call nearest_in,NAME,KNOWN,UP): the name of KNOWN nearest to NAME (UP=1: NAME in capitals).
nearest_in = $(shell awk -v n='$(1)' -v known='$(2)' -v up='$(3)' -f judge/tools/nearest.awk)
did_you_mean = $(if $(call plain_name,$(1)),$(if $(call nearest,$(1)),; did you mean $(call nearest,$(1))?))
$(foreach v,$(firstword $(UNKNOWN_VARIABLES)),$(error $(v) is not a variable of this kit$(strip \
	$(call did_you_mean,$(v))) (make help lists them)))
# A goal that is not a target of this kit is a slip until shown otherwise (make submit bfs.py
# would judge solution.c, then say "Nothing to be done for 'bfs.py'"): refused before anything
# runs, with what was likely meant. The kit's targets are read from this file's rules, so a new
# target is known without a list to keep; files under $(B)/ are the build's, and _zuma_* goals
# are the tests' own (make --eval). A goal ending so is a solution file (SOLUTION=):
GOAL_SOLUTION_EXTS = .c .cpp .cc .java .py .js .ts
ifneq ($(MAKECMDGOALS),)
KIT_TARGETS := $(shell sed -n 's/^\([a-z][a-z-]*\):.*/\1/p' $(firstword $(MAKEFILE_LIST)))
STRAY_GOALS = $(filter-out $(KIT_TARGETS) $(B) $(B)/% _zuma_%,$(MAKECMDGOALS))
GOAL_TARGET = $(or $(firstword $(filter $(KIT_TARGETS),$(MAKECMDGOALS))),judge)
# A goal is handed to awk (for the nearest target) only when it has no character a shell or awk
# would read (plain_name evals its argument: a goal may hold $$(...)).
plain_goal = $(if $(strip $(foreach c,' " ` $$ \ ; & | ( ) < > * ? [ ] { } ~ ! # % =,$(findstring \
	$(c),$(1)))),,$(1))
# $(call goal_meant,GOAL): what GOAL likely meant, as "; did you mean ...?" (or nothing).
goal_meant = $(if $(filter $(addprefix %,$(GOAL_SOLUTION_EXTS)),$(1)),; did you mean make \
	$(GOAL_TARGET) $(if $(filter command line,$(origin SOLUTION)),SOLUTION="$(value SOLUTION) \
	$(1)" (a name with a space goes in quotes),SOLUTION=$(1))?,$(if $(or $(filter %.txt %/,$(1)),$(wildcard $(1)/.)),; did \
	you mean make $(GOAL_TARGET) $(if $(filter run,$(GOAL_TARGET)),INPUT,CASES)=$(1)?,$(if \
	$(call plain_goal,$(1)),$(if $(call nearest_in,$(1),$(KIT_TARGETS)),; did you \
	mean make $(call nearest_in,$(1),$(KIT_TARGETS))?))))
$(foreach g,$(firstword $(STRAY_GOALS)),$(error $(g) is not a target$(strip $(call \
	goal_meant,$(g))) (make help lists the targets)))
endif
# The command typed, for a refusal that says how to judge anyway (make submit UNCONFINED=1).
export ZUMA_COMMAND := $(strip make $(firstword $(filter $(KIT_TARGETS),$(MAKECMDGOALS))))
# make submit and make judge: 0 keeps this run out of the history (and out of a contest).
HISTORY = 1
# make worst: N given is a cap on the inputs timed (without it, TIME alone decides).
N_GIVEN := $(filter command line,$(origin N))
# (read before the values are frozen below, which makes every origin "override")
CXX_GIVEN := $(filter command line environment,$(origin CXX))
CXXFLAGS_GIVEN := $(filter command line environment,$(origin CXXFLAGS))
# SOLUTION given: without it make judge judges the kit's own solution.c, which is never recorded
# as the user's (make history, a contest), and make submit, LeetCode's Submit of one's own file,
# is refused (make submit -ok.py gives make the option -o k.py, and no SOLUTION).
export ZUMA_SOLUTION_GIVEN := $(if $(filter command line,$(origin SOLUTION)),1)
ifneq ($(filter submit,$(MAKECMDGOALS)),)
ifeq ($(ZUMA_SOLUTION_GIVEN),)
SUBMIT_WHAT = make submit judges your own file, as LeetCode's Submit does: make submit SOLUTION=yours.py
SUBMIT_HOW = (the extension picks the language; a name that starts with a dash as SOLUTION=./-mine.py)
$(error $(SUBMIT_WHAT) $(SUBMIT_HOW); make judge judges the kit's own solution.c)
endif
endif
# make bench and make domain link SOLUTION into a C program of their own: C only, said so
# before gcc reads another language's file as C.
C_ONLY_GOALS = $(filter bench bench-count domain domain-report domain-gather,$(MAKECMDGOALS))
ifneq ($(C_ONLY_GOALS),)
ifeq ($(filter %.c,$(lastword $(SOLUTION))),)
$(error make $(firstword $(C_ONLY_GOALS)) measures C only (SOLUTION=yours.c); make judge, make worst and make versus take every language)
endif
endif
$(foreach v,$(USER_VALUES),$(eval override $(v) := $$(value $(v)))$(eval override export ZUMA_$(v) := $$($(v))))
# Any other variable given on the command line is frozen too: make would expand it when it
# hands it to a recipe's environment.
$(foreach v,$(filter-out $(USER_VALUES),$(.VARIABLES)),$(if $(filter command line,$(origin $(v))),$(eval override $(v) := $$(value $(v)))))
# B names targets and stands unquoted in recipes: plain path characters only.
B_UNSAFE = $(strip $(foreach c,' " ` $$ \ ; & | ( ) < > * ? [ ] { } ~ ! # %,$(findstring $(c),$(B))))
B_REFUSED = B (the build folder) takes a path of letters, digits and . _ - / + only
$(if $(or $(B_UNSAFE),$(filter-out 1,$(words $(B)))),$(error $(B_REFUSED)))

# The rooms of judge/ (docs/design.md, Layout): the judge itself in judge/, the runners in
# judge/runners/, the sandbox in judge/sandbox/, the reference solver (the judge's and the
# tools') in judge/reference/, the evidence tools in judge/tools/. Objects
# all go to $(B)/ (their names are unique); each room's headers are found by name.
ROOMS      = judge judge/runners judge/sandbox judge/reference judge/tools
ROOM_FLAGS = $(ROOMS:%=-I%)
ROOM_HEADERS = $(wildcard $(ROOMS:%=%/*.h))
JUDGE_OBJ  = $(B)/main.o $(B)/run.o $(B)/report.o $(B)/cases.o $(B)/reference.o \
	$(B)/capture.o $(B)/sandbox.o $(B)/testcases.o $(B)/jail.o $(B)/escape.o $(B)/runtime.o \
	$(B)/compare.o $(B)/progress.o $(B)/judge_output.o
STRESS_OBJ = $(B)/stress.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o $(TOOL_OBJ)
EXHAUSTIVE_OBJ = $(B)/exhaustive.o $(B)/all_hands.o $(TOOL_OBJ)
BENCH_OBJ = $(B)/bench.o $(B)/bench_memory.o $(B)/cases.o $(B)/escape.o $(B)/reference.o $(B)/timing.o
DOMAIN_OBJ = $(B)/domain.o $(B)/domain_exact.o $(B)/reference.o
# The solution is never linked into the judge: build_runner.sh links it with the harness into
# a runner of its own, named by a hash of its content, and prints the path.
# FORMAT=json prints JSON only on stdout, even when it rebuilds: no recipe echoes. (make -C
# prints its own "Entering directory" lines: add -s there.)
ifeq ($(FORMAT),json)
.SILENT:
endif

export ZUMA_CC := $(CC)
# CXX and CXXFLAGS only as given (make's own CXX, g++, is no choice of the user's): the C++ build
# takes clang 19 without them (judge/runners/cpp/build.sh).
export ZUMA_CXX := $(if $(CXX_GIVEN),$(CXX))
export ZUMA_CXXFLAGS := $(if $(CXXFLAGS_GIVEN),$(CXXFLAGS))
export ZUMA_LEETCODE_CFLAGS := $(LEETCODE_CFLAGS)
export ZUMA_SANFLAGS = $(if $(filter 0,$(SANITIZE)),,$(SANFLAGS))
# $(call runner_of,FILE,EXTRA CFLAGS): builds FILE's runner (with SANITIZE), prints its path.
runner_of = CC="$$ZUMA_CC" CFLAGS="$$ZUMA_LEETCODE_CFLAGS$(2)" SANFLAGS="$$ZUMA_SANFLAGS" \
	CXX="$$ZUMA_CXX" CXXFLAGS="$$ZUMA_CXXFLAGS" sh judge/runners/build_runner.sh $(1) $(B)
BUILD_RUNNER = $(call runner_of,"$$ZUMA_SOLUTION")
# How the judged file is built, for the line that names it first.
BUILT_AS = C, gnu11 -O2$(if $(filter 0,$(SANITIZE)),, with AddressSanitizer + UBSan)
# The tools (stress, worst, exhaustive, explain) call the solution through its runner, with
# the judge's limits of one case.
TOOL_LIMITS = $(if $(TIME_LIMIT),--time-limit "$$ZUMA_TIME_LIMIT") --memory-limit "$$ZUMA_MEMORY_LIMIT"
TOOL_OBJ = $(B)/run.o $(B)/jail.o $(B)/runtime.o $(B)/sandbox.o $(B)/capture.o $(B)/escape.o $(B)/calls.o \
	$(B)/progress.o
RUNNER_PARTS = $(B)/runner.o $(B)/sandbox.o $(B)/confine
# bench links SOLUTION directly (your own code, on your own machine; stress, worst, exhaustive
# and explain call its runner): $(call linked,NAME,EXTRA CFLAGS,OBJECTS) builds the program, named by a hash of
# what goes in (never stale, never shared), and prints its path; a missing file is named.
linked = CC="$$ZUMA_CC" CFLAGS="$$ZUMA_LEETCODE_CFLAGS" EXTRA_CFLAGS='$(2)' \
	sh judge/tools/build_linked.sh $(1) $(B) $(3)
JUDGE_ARGS = $(if $(filter json,$(FORMAT)),--json) $(if $(filter 1,$(STOP)),--stop) \
	$(if $(FILTER),--filter "$$ZUMA_FILTER") $(if $(TIME_LIMIT),--time-limit "$$ZUMA_TIME_LIMIT") \
	--memory-limit "$$ZUMA_MEMORY_LIMIT" --output-limit "$$ZUMA_OUTPUT_LIMIT" \
	--build '$(if $(filter 0,$(SANITIZE)),plain -O2 build,AddressSanitizer + UBSan build)' \
	$(if $(filter 1,$(VERBOSE)),,--quiet) $(if $(filter 1,$(UNCONFINED)),--unconfined)

# Option values are checked before anything runs: $(call one_of,NAME,WORDS) stops make with a
# message naming the variable and what it accepts.
one_of = $(if $(and $(filter 1,$(words $($(1)))),$(filter $(2),$($(1)))),,$(error \
	$(1)='$($(1))' is not accepted: $(1) takes one of: $(2)))
CHECK_OPTIONS = $(call one_of,COMPARE,0 1)$(call one_of,SANITIZE,0 1)$(call one_of,STOP,0 1)$(call one_of,UNCONFINED,0 1)$(call one_of,HISTORY,0 1)$(call one_of,FORMAT,text json)$(call \
	one_of,VERBOSE,0 1)

.PHONY: all help need-solution judge submit run runner sandbox verify test cases stress rules exhaustive explain bench worst versus clean setup prebuild \
	split-search domain domain-report domain-gather exhaustive-gather history contest contest-status contest-stop bench-judge bench-ports bench-count

all: judge

help:
	@echo 'Zuma Game (LeetCode 488) kit. Targets:'
	@echo '  make judge      judge SOLUTION on every case in CASES (the full gauntlet): failures and the result'
	@echo '  make submit     LeetCode'"'"'s Submit: SOLUTION on $(SUBMIT_CASES) cases drawn from CASES (the same each time),'
	@echo '                  stopping at the first failing case'
	@echo '  make test       every check of the project; ends with "N passed, M failed"'
	@echo '  make setup      install what the other languages need and is missing (apt-get, npm ci); says what it did;'
	@echo '                  then builds the kit and the runners of its own solutions, so a first submit builds only yours'
	@echo '  make prebuild   that build alone: the kit'"'"'s programs, and its own solutions'"'"' runners in each language here'
	@echo '  make run        LeetCode'"'"'s Run button: INPUT=file of testcase text, or BOARD= HAND=, else the examples'
	@echo '  make sandbox    what confines a solution on this machine: each layer, on or off'
	@echo '  make runner     build the runner of SOLUTION (the solution in its own program); print its path'
	@echo '  make verify     recompute every expected answer in CASES with the reference solver and with'
	@echo '                  a second solver written apart (judge/reference/independent.c): all must agree'
	@echo '  make stress     SOLUTION against the reference on N random inputs for up to TIME s (SEED, LONG=1, APPEND=file)'
	@echo '                  a failure is shrunk (steps shown); BOARD= HAND= shrinks that input instead'
	@echo '  make rules      the drop rules of solution.c against the reference on N inputs (solution.c only)'
	@echo '  make exhaustive every board of 1..L balls as written with every hand, SOLUTION against the'
	@echo '                  reference; SHARD=k/N and resume as make domain; FAMILIES=1: one board of each'
	@echo '                  family under renaming and reversal (only for a solution whose answers keep)'
	@echo '  make explain    an optimal play for BOARD and HAND, as a picture; SOLUTION=yours.c adds its answer'
	@echo '  make bench      speed and memory (of one call too) of SOLUTION (C) on BENCH_CASES and BENCH_WORST, beside the reference;'
	@echo '                  with valgrind, instructions a case, and solution.c'"'"'s split by phase'
	@echo '  make bench-count  make bench'"'"'s instructions a case alone (callgrind; seconds, not the timings)'
	@echo '  make bench-judge  seconds from make submit to its verdict in each language, first and second submit, less the runtime'
	@echo '  make bench-ports  solution.c'"'"'s port in each language beside the plain BFS there: make judge of each on CASES, slowest case and total'
	@echo '  make worst      hill-climb to the inputs on which SOLUTION is slowest, for TIME s (N caps the inputs,'
	@echo '                  SEED, APPEND=file); VERSUS=file: slowest beside that solver (the ratio of the times)'
	@echo '  make versus     SOLUTION beside VERSUS (default $(VERSUS_PEER)) on every case of CASES:'
	@echo '                  on how many inputs it is slower, and the worst ratio (both plain -O2)'
	@echo '  make domain     rule 9 of SOLUTION against rules 1-8 of solution.c on every board of 1..L balls'
	@echo '                  with every hand (L=16: all of LeetCode'"'"'s inputs); SHARD=k/N runs one slice,'
	@echo '                  a rerun resumes from its file in $(B)/domain/; SHORTCUTS=0 runs every pair'
	@echo '  make domain-report  merge the shards'"'"' files of make domain L=... into one table'
	@echo '  make domain-gather  collect the shards of a cluster array (judge/cluster/domain.sbatch, docs/domain.md)'
	@echo '                  run in FROM/task-k and merge them; a shard missing or unfinished is named, never passed'
	@echo '  make exhaustive-gather  the same for make exhaustive (judge/cluster/exhaustive.sbatch): the one-process summary'
	@echo '  make cases      rewrite the generated case files from the reference (SEED); tag every case;'
	@echo '                  then make verify on cases/ (both solvers must agree)'
	@echo '  make split-search  every 16-ball board of 3 colours, every hand of 5: inputs split_first_only.c fails'
	@echo '  make history    every make submit and make judge, newest first (SHOW=n: its file; DIFF=a,b: diff -u)'
	@echo '  make contest    start a timed attempt of MINUTES; the first Accepted make submit ends it, scored as LeetCode does'
	@echo '  make contest-status  the clock, submissions and penalty; the best and the last scores'
	@echo '  make contest-stop    abandon the running contest (recorded as abandoned)'
	@echo '  make clean      remove $(B)/'
	@echo '  make help       this list;  make all (or make): the same as make judge'
	@echo 'Variables (default):'
	@echo '  SOLUTION=$(SOLUTION)  CASES=$(CASES)  SANITIZE=$(SANITIZE) (0: plain -O2)  STOP=$(STOP) (1: stop at the first failure)'
	@echo '  SOLUTION=mine.cpp|.cc|.java|.py|.js|.ts: judge, submit, run, stress, worst, exhaustive and explain take any of LeetCode'"'"'s languages (docs/languages.md); bench and domain C only'
	@echo '  FORMAT=$(FORMAT) (or json)  FILTER=$(FILTER) (text in "file:line board hand")'
	@echo '  TIME_LIMIT=ms[,total ms] ($(DEFAULT_LIMITS))  MEMORY_LIMIT=$(MEMORY_LIMIT) (MB)  OUTPUT_LIMIT=$(OUTPUT_LIMIT) (KiB a case)'
	@echo '  VERBOSE=$(VERBOSE) (1: a line for every case)  SUBMIT_CASES=$(SUBMIT_CASES) (make submit)  COMPARE=$(COMPARE) (0: no speed comparison after Accepted)'
	@echo '  TIME=$(TIME) (s: make worst 60, make stress 180 when empty)  VERSUS=$(VERSUS) (make worst, versus)'
	@echo '  INPUT=$(INPUT) (make run)  N=$(N)  SEED=$(SEED)  L=$(L)  LONG=$(LONG)  APPEND=$(APPEND)  BOARD=$(BOARD)  HAND=$(HAND)  B=$(B) (build folder)'
	@echo '  SHOW=$(SHOW) DIFF=$(DIFF) (make history)  MINUTES=$(MINUTES) (make contest)  HISTORY=$(HISTORY) (0: this run is not recorded)'
	@echo '  SHARD=$(SHARD) (make domain, exhaustive: slice k of N)  SHORTCUTS=$(SHORTCUTS) (make domain: 0 runs every pair on both sides)'
	@echo '  FAMILIES=$(FAMILIES) (make exhaustive: 1 checks one board of each family)'
	@echo '  FROM=$(FROM) (make domain-gather, exhaustive-gather: the folder given to the array'"'"'s tasks)'
	@echo '  BENCH_CASES=$(BENCH_CASES)  BENCH_WORST=$(BENCH_WORST) (make bench'"'"'s corpora; BENCH_WORST= leaves the second out)'
	@echo '  BUILD_SECONDS=, BUILD_MB= (a build'"'"'s limits in its box; empty: the language'"'"'s, docs/languages.md)'
	@echo '  CC=$(CC) (the kit'"'"'s programs and a C solution'"'"'s build)  CFLAGS=$(CFLAGS) (the kit'"'"'s own programs)  SANFLAGS=$(SANFLAGS)'
	@echo '  CXX=, CXXFLAGS= (a C++ solution'"'"'s compiler and flags; unless given, clang++-19 -std=c++23 -O2 -g, or g++ -std=c++2b where clang 19 is missing)'
	@echo '  LEETCODE_CFLAGS=$(LEETCODE_CFLAGS) (how a C solution is built, as LeetCode builds it)'
	@echo '  UNCONFINED=$(UNCONFINED) (1: judge where the sandbox cannot hide the cases; every verdict unverified)'

# A solution that does not compile is the verdict Compile Error, in the judge's format. (.POSIX
# runs recipes under sh -e: a failing command is caught with ||, not by reading $$? after it.)
# $(call judged,EXTRA JUDGE ARGS,PATHS): build SOLUTION's runner, then judge PATHS with it.
# $(3) nonempty (and COMPARE=1): after an Accepted run, the kit's own solutions on its slowest
# cases (speed in context): the plain BFS in the judged file's language
# (judge/tests/planted/lang/bfs.EXT), solution.c's algorithm in that language
# (judge/ports/solution.EXT, each language whose file exists; in C solution.c itself), and
# solution.c (in C: beside it; else for scale, no ratio). Only their files are named here: the
# judge builds them after the verdict is printed (judge/compare.c), never before it.
# The language SOLUTION's name picks (docs/languages.md): ext and lang, and as_c, said after
# lang where only the name's want of another ending made it C (a Compile Error's first line).
AS_C = : a name not ending in .c, .cpp, .cc, .java, .py, .js or .ts is built as C
LANGUAGE_OF = case "$$ZUMA_SOLUTION" in *.cpp | *.cc) ext=cpp lang=C++;; *.py) ext=py \
		lang="Python 3";; *.java) ext=java lang=Java;; *.js) ext=js lang=JavaScript;; \
		*.ts) ext=ts lang=TypeScript;; *.c) ext=c lang=C;; *) ext=c lang=C as_c='$(AS_C)';; esac;
KIT_COMPARE = $(LANGUAGE_OF) \
	set -- --kit-dir $(B); \
	if [ -f "judge/tests/planted/lang/bfs.$$ext" ]; then \
		set -- "$$@" --compare "the kit's plain BFS in $$lang (planted/lang/bfs.$$ext)" \
			"judge/tests/planted/lang/bfs.$$ext"; fi; \
	port=judge/ports/solution.$$ext; if [ $$ext != c ] && [ -f $$port ] && \
		[ "$$ZUMA_SOLUTION" != $$port ]; then \
		set -- "$$@" --compare "the kit's solution.c algorithm in $$lang ($$port)" $$port; fi; \
	if [ "$$ZUMA_SOLUTION" != solution.c ]; then if [ $$ext = c ]; then \
		set -- "$$@" --compare "the kit's solution.c" solution.c; else \
		set -- "$$@" --compare-other "the kit's solution.c (C, for scale)" solution.c; fi; fi;
# (A Compile Error's first line names the language alone: the runner's build words, which say
# more, come from a build that failed.)
judged = log=$$(mktemp) && trap 'rm -f "$$log"' EXIT && trap 'exit 130' INT QUIT TERM HUP && rc=0 && runner=$$($(BUILD_RUNNER) 2>"$$log") || rc=$$?; \
	if [ $$rc = 0 ]; then $(B)/judge --escape <"$$log" >&2; rm -f "$$log"; set --; \
		$(if $(and $(3),$(filter 1,$(COMPARE))),$(KIT_COMPARE)) \
		exec $(B)/judge --runner "$$runner" --solution "$$ZUMA_SOLUTION" --how '$(BUILT_AS)' \
			"$$@" $(1) $(JUDGE_ARGS) -- $(2); fi; \
	if [ $$rc = 1 ]; then $(LANGUAGE_OF) \
		$(B)/judge --compile-error "$$log" --solution "$$ZUMA_SOLUTION" \
		--how "$$lang$${as_c:-}" $(1) $(JUDGE_ARGS) -- $(2); \
	else $(B)/judge --message <"$$log" >&2; fi; rm -f "$$log"; exit 1

# $(call recorded,KIND,COMMAND): runs COMMAND (the judge) with its output shown as it comes and
# kept by tee, then appends its result to the history as made by make KIND (make history,
# judge/tools/history.c); exits with COMMAND's status. The result is the file the judge writes
# at ZUMA_RESULT (judge/tools/judge_output.c), never read from its output, which holds the
# solution's. ZUMA_TTY keeps the judge's colours on a terminal. When the history cannot be
# written, or HISTORY=0, the run is judged all the same.
NOT_SAVED = History: not saved: without SOLUTION= this was the kit's own solution.c (make $(1) SOLUTION=yours.py judges yours and saves it)
recorded = if [ -z "$$ZUMA_SOLUTION_GIVEN" ]; then rc=0; ( $(2) ) || rc=$$?; \
		[ "$$ZUMA_HISTORY" = 0 ] || [ "$$ZUMA_FORMAT" = json ] || echo "$(NOT_SAVED)"; exit $$rc; \
	elif [ "$$ZUMA_HISTORY" != 0 ] && run=$$($(B)/history begin $(1)); then \
		if [ -t 1 ]; then export ZUMA_TTY=1; else unset ZUMA_TTY; fi; \
		export ZUMA_RESULT="$$run/result"; \
		{ rc=0; ( $(2) ) || rc=$$?; echo "$$rc" >"$$run/status"; } | tee "$$run/output"; \
		exec $(B)/history record "$$run"; else unset ZUMA_RESULT; $(2); fi

judge: $(B)/judge $(RUNNER_PARTS) $(B)/history
	@: $(CHECK_OPTIONS)
	@$(call recorded,judge,$(call judged,,"$$ZUMA_CASES",compare))

# LeetCode's Submit: SUBMIT_CASES cases drawn from CASES, the same ones every time: every case of
# the files of examples and traps, then cases spread evenly over the rest (judge/main.c). It
# stops at the first failing case, as LeetCode's does (judge --submit).
submit: $(B)/judge $(RUNNER_PARTS) $(B)/history
	@: $(CHECK_OPTIONS)
	@$(call recorded,submit,$(call judged,--submit "$$ZUMA_SUBMIT_CASES","$$ZUMA_CASES",compare))

# The submission history and the contest clock (judge/tools/history.c), kept in .zuma/.
HISTORY_OBJ = $(B)/history.o $(B)/history_record.o $(B)/judge_output.o $(B)/contest.o \
	$(B)/sha256.o $(B)/escape.o
$(B)/history: $(HISTORY_OBJ)
	$(CC) $^ -o $@

history: $(B)/history
	@: $(call one_of,FORMAT,text json)
	@$(B)/history list

contest: $(B)/history
	@$(B)/history contest start "$$ZUMA_MINUTES"

contest-status: $(B)/history
	@$(B)/history contest status

contest-stop: $(B)/history
	@$(B)/history contest stop

# LeetCode's Run button: INPUT=file of testcase text, or BOARD= HAND=, else its four examples.
# (judged ends in exec, which no EXIT trap outlives: it runs in a subshell, so that this shell
# removes the file BOARD= and HAND= were written to.)
run: $(B)/judge $(B)/runner.o $(B)/sandbox.o $(B)/confine
	@: $(CHECK_OPTIONS)
	@name=; if [ -n "$$ZUMA_BOARD$$ZUMA_HAND" ]; then in=$$(mktemp) && trap 'rm -f "$$in"' EXIT && \
		printf '%s\n%s\n' "$$ZUMA_BOARD" "$$ZUMA_HAND" >"$$in" && \
		name="BOARD=$$ZUMA_BOARD HAND=$$ZUMA_HAND"; \
	else in=$${ZUMA_INPUT:-judge/leetcode_examples.txt}; fi; \
	( $(call judged,--run $${name:+--input-name "$$name"},"$$in") )

need-solution:
	@[ -f "$$ZUMA_SOLUTION" ] || { printf "SOLUTION='%s': no such file\n" "$$ZUMA_SOLUTION" | \
		tr -d '\000-\011\013-\037\177' >&2; exit 2; }

# Builds the runner of SOLUTION (with SANITIZE) and prints its path.
runner: $(B)/runner.o $(B)/sandbox.o $(B)/confine
	@$(BUILD_RUNNER)

# What confines a solution on this machine: each layer of the sandbox, on or off, and why.
sandbox: $(B)/judge
	@$(B)/judge --sandbox

verify: $(B)/verify
	@$(B)/verify "$$ZUMA_CASES"

# (the objects of stress and exhaustive first: make test runs two stresses side by side)
# Everything the sections build is built first: they run side by side (run_tests.sh), and two
# makes writing one object at once would race.
test: $(B)/judge $(B)/runner.o $(B)/sandbox.o $(B)/confine $(B)/verify $(B)/test_cases $(B)/history \
		$(B)/compare_check $(B)/subreaper $(B)/leaks-planted $(B)/leaks-global $(B)/exhaustive_check \
		$(B)/versus $(BENCH_OBJ) $(DOMAIN_OBJ) \
		$(B)/leaks $(B)/explain $(B)/rules $(B)/stress $(B)/exhaustive $(B)/worst
	@bash judge/tests/run_tests.sh

# The other languages' toolchains and libraries, installed when missing (judge/tools/setup.sh,
# the packages in judge/tools/packages.txt); .ci/run runs it too, so README and CI agree.
# Then the kit's own programs, and the runners of its own solutions in each language here (the
# C++ prelude's precompiled header, javac's archive and V8's code cache of tsc with them): a
# first make submit builds only the file judged, and a first speed comparison nothing.
# (ZUMA_PREBUILD=0: the installs only, for the tests.)
setup:
	@rc=0; sh judge/tools/setup.sh || rc=$$?; \
	if [ "$${ZUMA_PREBUILD:-1}" != 0 ]; then $(MAKE) -s --no-print-directory prebuild || rc=1; fi; exit $$rc

prebuild: $(B)/judge $(RUNNER_PARTS) $(B)/history
	@for f in solution.c judge/tests/planted/lang/bfs.* judge/ports/solution.*; do \
		$(call runner_of,"$$f") >/dev/null 2>&1 || echo "setup: $$f not built here (make runner SOLUTION=$$f says why)"; \
	done; echo "setup: the kit's programs and its solutions' runners are built in $(B)/"

# With BOARD= and HAND=, shrinks that input (one the solution gets wrong) instead of drawing.
# The solution runs in its runner (SANITIZE, TIME_LIMIT's per-case limit on each call); fresh
# pool memory is filled with junk (solution.c's POOL_JUNK) to expose reliance on zeroed memory.
stress: need-solution $(B)/stress $(RUNNER_PARTS)
	@: $(CHECK_OPTIONS)
	@runner=$$($(call runner_of,"$$ZUMA_SOLUTION", -DPOOL_JUNK=0x55)) && exec $(B)/stress \
		--runner "$$runner" $(TOOL_LIMITS) --n "$$ZUMA_N" $(if $(TIME),--time "$$ZUMA_TIME") \
		--seed "$$ZUMA_SEED" $(if $(filter 1,$(LONG)),--long) \
		$(if $(APPEND),--append "$$ZUMA_APPEND") \
		$(if $(BOARD)$(HAND),--shrink "$$ZUMA_BOARD" "$$ZUMA_HAND")

rules: $(B)/rules
	@: $(if $(filter solution.c,$(SOLUTION)),,$(error make rules checks the drop rules inside \
		solution.c, so SOLUTION= does not apply; make stress SOLUTION=$(SOLUTION) checks any file))
	@$(B)/rules --n "$$ZUMA_N" --seed "$$ZUMA_SEED"

# Every board as written (FAMILIES=1: one board of each family, for a solution whose answers
# do not change under renaming and reversal). SHARD=k/N as make domain; the checkpoints in
# $(B)/exhaustive-runs/ are named by the runner (the solution's build), L, the shard and the mode.
exhaustive: need-solution $(B)/exhaustive $(RUNNER_PARTS)
	@: $(CHECK_OPTIONS) $(call one_of,FAMILIES,0 1)
	@$(DOMAIN_ARGS); mkdir -p $(B)/exhaustive-runs && runner=$$($(BUILD_RUNNER)) && \
		exec $(B)/exhaustive --runner "$$runner" $(TOOL_LIMITS) --shard "$$k/$$n" \
		$(if $(filter 1,$(FAMILIES)),--families) --checkpoint \
		"$(B)/exhaustive-runs/$${runner##*/}-L$$ZUMA_L-$$k-of-$$n$(if $(filter 1,$(FAMILIES)),-families)" \
		"$$ZUMA_L"

# The shards of make exhaustive run as a cluster array (judge/cluster/exhaustive.sbatch, or GNU
# parallel) in FROM/task-k: their checkpoints summed into the one-process run's summary; a
# shard missing or unfinished is named and fails the gather.
exhaustive-gather:
	@: $(call one_of,FAMILIES,0 1)
	@$(DOMAIN_ARGS); $(FROM_NEEDED); exec sh judge/cluster/gather.sh exhaustive "$$ZUMA_L" \
		"$$ZUMA_FROM" "$$ZUMA_FAMILIES"

# With SOLUTION= another file: its answer too, and where its play parts from an optimal one.
explain: $(B)/explain $(RUNNER_PARTS)
	@$(if $(filter solution.c,$(SOLUTION)),,runner=$$($(BUILD_RUNNER)) && set -- --runner \
		"$$runner" $(TOOL_LIMITS) &&) $(B)/explain "$$@" "$$ZUMA_BOARD" "$$ZUMA_HAND"

# Rewrites the generated case files (answers from the reference). Then gen tags every case of
# every file with the known approaches whose planted solver fails it, and verify requires the
# independent solver to give every expected answer too.
cases: $(B)/gen $(B)/approach_search $(B)/verify
	$(B)/approach_search --prefix RRYRR --out cases/split-pairs.txt
	$(B)/gen cases "$$ZUMA_SEED"
	$(B)/verify cases

# The whole search behind cases/split-pairs.txt (minutes, two processes, niced).
split-search: $(B)/approach_search
	nice -n 19 $(B)/approach_search --jobs 2

$(B)/%.o: judge/%.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) -c $< -o $@

$(B)/%.o: judge/runners/%.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) -c $< -o $@

$(B)/%.o: judge/sandbox/%.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) -c $< -o $@

$(B)/%.o: judge/reference/%.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) -c $< -o $@

$(B)/%.o: judge/tools/%.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) -c $< -o $@

$(B)/judge: $(JUDGE_OBJ)
	$(CC) $(JUDGE_OBJ) -o $@

# Runs the compiler on a solution in a box of its own (judge/sandbox/confine.c).
$(B)/confine: $(B)/confine.o $(B)/jail.o $(B)/build_folder.o
	$(CC) $^ -o $@

$(B)/explain: $(B)/explain.o $(B)/cases.o $(B)/reference.o $(B)/testcases.o $(TOOL_OBJ)
	$(CC) $^ -o $@

$(B)/verify: $(B)/verify.o $(B)/cases.o $(B)/escape.o $(B)/reference.o $(B)/reference_jobs.o \
		$(B)/progress.o $(B)/independent.o
	$(CC) $^ -o $@

# The second solver, written apart from the reference: make verify and make cases need both.
$(B)/independent.o: judge/reference/independent.c judge/reference/independent.h | $(B)
	$(CC) $(CFLAGS) -c judge/reference/independent.c -o $@
$(B)/verify.o: judge/reference/independent.h

$(B)/stress: $(STRESS_OBJ)
	$(CC) $^ -o $@

$(B)/exhaustive: $(EXHAUSTIVE_OBJ)
	$(CC) $^ -o $@

# make exhaustive's reference (all_hands.c) against the judge's, on every small board (make test).
$(B)/exhaustive_check: $(B)/exhaustive_check.o $(B)/all_hands.o $(B)/reference.o
	$(CC) $^ -o $@

# The planted solver of each known wrong approach (judge/cases.c), linked into gen to tag the
# cases it fails, its findMinStep renamed planted_NAME.
$(B)/gen: $(B)/gen.o $(B)/random_input.o $(B)/reference.o $(B)/reference_jobs.o $(B)/cases.o \
		$(B)/escape.o $(B)/planted_board_visited.o $(B)/planted_board_visited_all.o \
		$(B)/planted_split_first_only.o $(B)/planted_adjacent_only.o \
		$(B)/planted_runs_at_once.o $(B)/planted_no_visited.o $(B)/planted_full_bfs.o \
		$(B)/planted_board_colours_only.o $(B)/planted_no_visited_joins.o \
		$(B)/planted_joins_visited.o
	$(CC) $^ -o $@

$(B)/planted_%.o: judge/tests/planted/%.c judge/tests/planted/*.h | $(B)
	$(CC) $(CFLAGS) -DfindMinStep=planted_$* -c $< -o $@

# no_visited.c gives up past this many moves (-2, too slow: about a second on this machine);
# its tag stays only where full_bfs.c (right, with a visited set) needs a tenth of them.
$(B)/planted_no_visited.o: judge/tests/planted/no_visited.c judge/tests/planted/*.h Makefile | $(B)
	$(CC) $(CFLAGS) -DMOVES_CAP=10000000 -DfindMinStep=planted_no_visited -c $< -o $@

$(B)/planted_full_bfs.o: judge/tests/planted/full_bfs.c judge/tests/planted/*.h Makefile | $(B)
	$(CC) $(CFLAGS) -DMOVES_CAP=1000000 -DfindMinStep=planted_full_bfs -c $< -o $@

# The memory tag (no_visited=memory): the published move rule with no visited set gives up past
# 400,000 states in one level (-3: held at once, at a hundred bytes or more a state in Python,
# Java or node, where the planted no_visited files run out of 256 MB); the tag stays only where
# the same rule with a visited set keeps every level under a tenth of that.
$(B)/planted_no_visited_joins.o: judge/tests/planted/no_visited_joins.c judge/tests/planted/*.h Makefile | $(B)
	$(CC) $(CFLAGS) -DLEVEL_CAP=400000 -DfindMinStep=planted_no_visited_joins -c $< -o $@

$(B)/planted_joins_visited.o: judge/tests/planted/no_visited_joins.c judge/tests/planted/*.h Makefile | $(B)
	$(CC) $(CFLAGS) -DVISITED=2 -DLEVEL_CAP=40000 -DfindMinStep=planted_joins_visited -c $< -o $@

# The search that found cases/split-pairs.txt: solution.c against the planted split_first_only.c
# on every 16-ball board of three colours with every hand of five from them (make split-search).
$(B)/approach_search: $(B)/approach_search.o $(B)/exact_solution.o $(B)/reference.o \
		$(B)/planted_split_first_only.o
	$(CC) $^ -o $@

$(B)/exact_solution.o: solution.c | $(B)
	$(CC) $(CFLAGS) -c solution.c -o $@

$(B)/test_cases: judge/tests/test_cases.c judge/cases.c judge/escape.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) $(ROOM_FLAGS) judge/tests/test_cases.c judge/cases.c judge/escape.c -o $@

# make test's workers, each a child subreaper: the leftover checks know their own run's processes.
$(B)/subreaper: judge/tests/subreaper.c | $(B)
	$(CC) $(CFLAGS) judge/tests/subreaper.c -o $@

# speed in context's claims on a planted clock: judge/compare.c with judge_cases stood in for.
$(B)/compare_check: judge/tests/compare_check.c judge/compare.c judge/escape.c $(ROOM_HEADERS) | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) $(ROOM_FLAGS) judge/tests/compare_check.c judge/escape.c -o $@

$(B)/leaks: judge/tests/leaks.c judge/tools/random_input.c solution.c | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) -DPOOL_JUNK=0x55 $(ROOM_FLAGS) $^ -o $@

$(B)/rules: judge/tests/rules.c judge/tools/random_input.c judge/reference/reference.c solution.c | $(B)
	$(CC) $(CFLAGS) $(ROOM_FLAGS) judge/tests/rules.c judge/tools/random_input.c judge/reference/reference.c -o $@

$(B)/leaks-planted: judge/tests/leaks.c judge/tools/random_input.c judge/tests/planted/leaky.c | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) $(ROOM_FLAGS) $^ -o $@

# leaks.c against a planted global kept across calls: its check of state must fail.
$(B)/leaks-global: judge/tests/leaks.c judge/tools/random_input.c judge/tests/planted/global.c solution.c | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) $(ROOM_FLAGS) judge/tests/leaks.c judge/tools/random_input.c \
		judge/tests/planted/global.c -o $@

$(B):
	mkdir -p $(B)

clean:
	rm -rf $(B)

# Speed: SOLUTION plain -O2, states counted through solution.c's ON_EXPAND() hook in this build
# only (another file has no such hook: its states are said to be not counted). BENCH_CASES and
# BENCH_WORST above.
BENCH_BUILD = $(call linked,bench,-DON_EXPAND()=(bench_expanded++) -include judge/tools/bench_hook.h,$(BENCH_OBJ))

# The slowest inputs of SOLUTION, found by hill climbing; timed in its runner (SANITIZE), as the
# judge times it, and a call past TIME_LIMIT's per-case limit is the finding.
VERSUS_RUNNER = versus=$$($(call runner_of,"$$ZUMA_VERSUS")) && set -- --versus "$$versus"
WORST_OBJ = $(B)/worst.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o $(TOOL_OBJ)
$(B)/worst: $(WORST_OBJ)
	$(CC) $^ -o $@

worst: need-solution $(B)/worst $(RUNNER_PARTS)
	@: $(CHECK_OPTIONS)
	@runner=$$($(BUILD_RUNNER)) && $(if $(VERSUS),$(VERSUS_RUNNER) &&) exec $(B)/worst \
		--runner "$$runner" "$$@" $(TOOL_LIMITS) $(if $(TIME),--time "$$ZUMA_TIME") \
		$(if $(N_GIVEN),--n "$$ZUMA_N") --seed "$$ZUMA_SEED" \
		--starts cases/hard.txt $(if $(APPEND),--append "$$ZUMA_APPEND")

# make versus (judge/tools/versus.c): SOLUTION and a second solver side by side on every case of
# CASES, both plain -O2 in their runners, the median of 15 calls each: on how many inputs
# SOLUTION is slower, and the worst ratio. VERSUS= names the other (default: the fastest
# published solver, kept outside the kit; when it is absent the section is skipped).
VERSUS_PEER = ../shared/peers/fastest_published.cpp
VERSUS_OBJ = $(B)/versus.o $(B)/cases.o $(TOOL_OBJ)
$(B)/versus: $(VERSUS_OBJ)
	$(CC) $^ -o $@

versus: need-solution $(B)/versus $(RUNNER_PARTS)
	@: $(CHECK_OPTIONS)
	@peer="$${ZUMA_VERSUS:-$(VERSUS_PEER)}"; if [ ! -f "$$peer" ]; then \
		echo "versus: $$peer: no such file; nothing to time against (skipped)"; exit 0; fi; \
	ZUMA_SANFLAGS= && runner=$$($(BUILD_RUNNER)) && versus=$$($(call runner_of,"$$peer")) && \
		exec $(B)/versus --runner "$$runner" --versus "$$versus" $(TOOL_LIMITS) "$$ZUMA_CASES"

# $(call instructions,VARIABLE): callgrind's count of instructions inside findMinStep, a case,
# on the case file named by the environment variable VARIABLE.
instructions = f="$$$(1)"; valgrind --tool=callgrind --toggle-collect=findMinStep \
		--callgrind-out-file=/dev/null "$$bin" --solution-only "$$f" cases/examples.txt 2>&1 | \
	awk -v n=$$(grep -Evc '^[[:space:]]*(\#|$$)' "$$f") -v f="$$f" \
		'/Collected/ { printf "callgrind: %.0f instructions a case inside findMinStep on %s (%d cases)\n", $$4 / n, f, n }'

# The split by phase (judge/tools/phases.sh) needs a build without inlining, so that each
# helper of solution.c keeps its name.
PHASES_BUILD = $(call linked,bench-phases,-fno-inline -DON_EXPAND()=(bench_expanded++) -include judge/tools/bench_hook.h,$(BENCH_OBJ))

# The judge's own time to a verdict in each language, first and second submit (the clock).
bench-judge: $(B)/judge $(RUNNER_PARTS) $(B)/history
	@bash judge/tools/bench_judge.sh $(B)

bench-ports: $(B)/judge $(RUNNER_PARTS) $(B)/history
	@bash judge/tools/bench_ports.sh $(CASES)

bench: need-solution $(BENCH_OBJ)
	@bin=$$($(BENCH_BUILD)) && "$$bin" "$$ZUMA_BENCH_CASES" cases/examples.txt \
		$(if $(BENCH_WORST),"$$ZUMA_BENCH_WORST") && \
	if command -v valgrind >/dev/null 2>&1; then $(call instructions,ZUMA_BENCH_CASES); \
		$(if $(BENCH_WORST),$(call instructions,ZUMA_BENCH_WORST);) \
		bin=$$($(PHASES_BUILD)) && sh judge/tools/phases.sh "$$bin" "$$ZUMA_BENCH_CASES" && \
		$(if $(BENCH_WORST),sh judge/tools/phases.sh "$$bin" "$$ZUMA_BENCH_WORST";) : ; \
	else echo "callgrind: valgrind not found; instruction counts skipped"; fi

# The counts alone: what a change to solution.c's speed is judged by, and what the docs quote.
bench-count: need-solution $(BENCH_OBJ)
	@command -v valgrind >/dev/null 2>&1 || { echo "bench-count needs valgrind, which is not installed here. On Debian or Ubuntu: apt-get install valgrind" >&2; exit 2; }
	@bin=$$($(BENCH_BUILD)) && $(call instructions,ZUMA_BENCH_CASES) && \
		$(if $(BENCH_WORST),$(call instructions,ZUMA_BENCH_WORST) &&) :

# make domain (judge/tools/domain.c, docs/domain.md): the candidate SOLUTION built with RULE_9=1
# against the exact side, solution.c with RULE_9=0 (rules 1 to 8), on every board of 1..L
# balls up to renaming and reversal, with every hand. SHARD=k/N runs the boards numbered k-1
# modulo N; the shard's results file in $(B)/domain/ is its checkpoint: the same command
# resumes it. make domain-report merges the files of one L.
DOMAIN_BUILD = $(call linked,domain,-DRULE_9=1 -DfindMinStep=domain_candidate,$(DOMAIN_OBJ))
$(B)/domain_exact.o: solution.c
.PHONY: domain domain-report
# L and SHARD name the results file: digits only.
DOMAIN_ARGS = case "$$ZUMA_L" in "" | *[!0-9]*) echo "L='$$ZUMA_L': a number from 1 to 16" >&2; \
		exit 2;; esac; k=$${ZUMA_SHARD%%/*}; n=$${ZUMA_SHARD\#*/}; \
	case "$$k/$$n" in "$$ZUMA_SHARD") ;; *) k=;; esac; case "$$k:$$n" in :* | *: | *[!0-9:]*) \
		echo "SHARD='$$ZUMA_SHARD': k/N, shard k of N (1/1: all)" >&2; exit 2;; esac
domain: need-solution $(DOMAIN_OBJ)
	@: $(call one_of,SHORTCUTS,0 1)
	@$(DOMAIN_ARGS); mkdir -p $(B)/domain && bin=$$($(DOMAIN_BUILD)) && \
		exec "$$bin" "$$ZUMA_L" "$$k" "$$n" \
		"$(B)/domain/L$$ZUMA_L-$$k-of-$$n$(if $(filter 0,$(SHORTCUTS)),-all-pairs).txt" \
		$(if $(filter 0,$(SHORTCUTS)),--no-shortcuts)

domain-report: need-solution $(DOMAIN_OBJ)
	@$(DOMAIN_ARGS); bin=$$($(DOMAIN_BUILD)) && set -- $(B)/domain/L$$ZUMA_L-*-of-*.txt && \
		if [ ! -f "$$1" ]; then echo "domain-report: no results of make domain L=$$ZUMA_L in \
			$(B)/domain/" >&2; exit 2; fi && exec "$$bin" --report "$$@"

# The shards of a cluster array (judge/cluster/domain.sbatch, or GNU parallel as docs/domain.md
# says) ran in FROM/task-k (FROM: the folder given to the tasks; no default, so left undefined
# above, where a line would move the line make's refusal of a typo names, docs/practice.md): their files are copied into $(B)/domain/ and merged as
# domain-report does; a shard missing or unfinished is named and fails the gather.
FROM_NEEDED = case "$$ZUMA_FROM" in "") echo "FROM=: the folder given to the array's tasks"\
	"(make $@ L=16 FROM=build-cluster)" >&2; exit 2;; esac
domain-gather: need-solution $(DOMAIN_OBJ)
	@$(DOMAIN_ARGS); $(FROM_NEEDED); bin=$$($(DOMAIN_BUILD)) && exec sh judge/cluster/gather.sh \
		domain "$$ZUMA_L" "$$ZUMA_FROM" "$(B)/domain" "$$bin"
