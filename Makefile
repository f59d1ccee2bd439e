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
FILTER       =
FORMAT       = text
SEED         = 488
N            = 20000
L            = 6
APPEND       =
INPUT        =
LONG         = 0
BOARD        =
HAND         =
B            = build

JUDGE_SRC  = judge/main.c judge/run.c judge/report.c judge/cases.c judge/reference.c \
	judge/capture.c judge/sandbox.c judge/testcases.c judge/jail.c
JUDGE_OBJ  = $(JUDGE_SRC:judge/%.c=$(B)/%.o)
# The solution is never linked into the judge: build_runner.sh links it with the harness into
# a runner of its own, named by a hash of its content, and prints the path.
# FORMAT=json prints JSON only on stdout, even when it rebuilds: no recipe echoes. (make -C
# prints its own "Entering directory" lines: add -s there.)
ifeq ($(FORMAT),json)
.SILENT:
endif

BUILD_RUNNER = CC='$(CC)' CFLAGS='$(LEETCODE_CFLAGS)' \
	SANFLAGS='$(if $(filter 0,$(SANITIZE)),,$(SANFLAGS))' \
	sh judge/build_runner.sh '$(SOLUTION)' '$(B)'
# stress, exhaustive and bench link SOLUTION directly (your own code, on your own machine); their
# programs are named by a hash of its content, as runners are: never stale, never shared.
SOL_KEY        = $(shell cat '$(SOLUTION)' judge/leetcode_prelude.h 2>/dev/null | sha256sum | cut -c1-16)
STRESS_BIN     = $(B)/stress-$(SOL_KEY)
EXHAUSTIVE_BIN = $(B)/exhaustive-$(SOL_KEY)
BENCH_BIN      = $(B)/bench-$(SOL_KEY)
WORST_BIN      = $(B)/worst-$(SOL_KEY)
NEED_SOLUTION  = $(if $(wildcard $(SOLUTION)),,$(error SOLUTION='$(SOLUTION)': no such file))
# (in a recipe, not a prerequisite list, which make expands for every target it reads)
JUDGE_ARGS = $(if $(filter json,$(FORMAT)),--json) $(if $(filter 1,$(STOP)),--stop) \
	$(if $(FILTER),--filter '$(FILTER)') $(if $(TIME_LIMIT),--time-limit $(TIME_LIMIT)) \
	--memory-limit $(MEMORY_LIMIT) --output-limit $(OUTPUT_LIMIT) \
	--build '$(if $(filter 0,$(SANITIZE)),plain -O2 build,AddressSanitizer + UBSan build)'

# Option values are checked before anything runs: $(call one_of,NAME,WORDS) stops make with a
# message naming the variable and what it accepts.
one_of = $(if $(and $(filter 1,$(words $($(1)))),$(filter $(2),$($(1)))),,$(error \
	$(1)='$($(1))' is not accepted: $(1) takes one of: $(2)))
CHECK_OPTIONS = $(call one_of,SANITIZE,0 1)$(call one_of,STOP,0 1)$(call one_of,FORMAT,text json)

.PHONY: all help need-solution judge run runner sandbox verify test cases stress rules exhaustive explain bench worst clean

all: judge

help:
	@echo 'Zuma Game (LeetCode 488) kit. Targets:'
	@echo '  make judge      judge SOLUTION on every case in CASES, as LeetCode judges a submission'
	@echo '  make test       every check of the project; ends with "N passed, M failed"'
	@echo '  make run        LeetCode'"'"'s Run button: INPUT=file of testcase text, or BOARD= HAND=, else the examples'
	@echo '  make sandbox    what confines a solution on this machine: each layer, on or off'
	@echo '  make runner     build the runner of SOLUTION (the solution in its own program); print its path'
	@echo '  make verify     recompute every expected answer in CASES with the reference solver'
	@echo '  make stress     SOLUTION against the reference on N random inputs (SEED, LONG=1, APPEND=file)'
	@echo '                  a failure is shrunk (steps shown); BOARD= HAND= shrinks that input instead'
	@echo '  make rules      the drop rules of solution.c against the reference on N inputs (solution.c only)'
	@echo '  make exhaustive every board of 1..L balls with every hand, SOLUTION against the reference'
	@echo '  make explain    an optimal play for BOARD and HAND'
	@echo '  make bench      speed and memory of SOLUTION on cases/hard.txt (BENCH_CASES), and the reference'
	@echo '  make worst      hill-climb to the inputs on which SOLUTION is slowest (N timed inputs, SEED, APPEND=file)'
	@echo '  make cases      rewrite the generated case files from the reference (SEED)'
	@echo '  make clean      remove $(B)/'
	@echo 'Variables (default):'
	@echo '  SOLUTION=$(SOLUTION)  CASES=$(CASES)  SANITIZE=$(SANITIZE) (0: plain -O2)  STOP=$(STOP) (1: stop at the first failure)'
	@echo '  FORMAT=$(FORMAT) (or json)  FILTER=$(FILTER) (text in "file:line board hand")'
	@echo '  TIME_LIMIT=ms[,total ms] (1000,10000)  MEMORY_LIMIT=$(MEMORY_LIMIT) (MB)  OUTPUT_LIMIT=$(OUTPUT_LIMIT) (KiB a case)'
	@echo '  INPUT=$(INPUT) (make run)  N=$(N)  SEED=$(SEED)  L=$(L)  LONG=$(LONG)  APPEND=$(APPEND)  BOARD=$(BOARD)  HAND=$(HAND)  B=$(B) (build folder)'

# A solution that does not compile is the verdict Compile Error, in the judge's format. (.POSIX
# runs recipes under sh -e: a failing command is caught with ||, not by reading $$? after it.)
# $(call judged,EXTRA JUDGE ARGS,PATHS): build SOLUTION's runner, then judge PATHS with it.
judged = log=$$(mktemp) && rc=0 && runner=$$($(BUILD_RUNNER) 2>"$$log") || rc=$$?; \
	if [ $$rc = 0 ]; then cat "$$log" >&2; rm -f "$$log"; \
		exec $(B)/judge --runner "$$runner" $(1) $(JUDGE_ARGS) $(2); fi; \
	if [ $$rc = 1 ]; then $(B)/judge --compile-error "$$log" $(JUDGE_ARGS) $(2); \
	else cat "$$log" >&2; fi; rm -f "$$log"; exit 1

judge: $(B)/judge $(B)/runner.o $(B)/sandbox.o $(B)/confine
	@: $(CHECK_OPTIONS)
	@$(call judged,,'$(CASES)')

# LeetCode's Run button: INPUT=file of testcase text, or BOARD= HAND=, else its four examples.
run: $(B)/judge $(B)/runner.o $(B)/sandbox.o $(B)/confine
	@: $(CHECK_OPTIONS)
	@if [ -n '$(BOARD)$(HAND)' ]; then in=$$(mktemp) && trap 'rm -f "$$in"' EXIT && \
		printf '%s\n%s\n' '$(BOARD)' '$(HAND)' >"$$in"; \
	else in='$(or $(INPUT),judge/leetcode_examples.txt)'; fi; $(call judged,--run,"$$in")

need-solution:
	@: $(NEED_SOLUTION)

# Builds the runner of SOLUTION (with SANITIZE) and prints its path.
runner: $(B)/runner.o $(B)/sandbox.o $(B)/confine
	@$(BUILD_RUNNER)

# What confines a solution on this machine: each layer of the sandbox, on or off, and why.
sandbox: $(B)/judge
	@$(B)/judge --sandbox

verify: $(B)/verify
	@$(B)/verify $(CASES)

test: $(B)/judge $(B)/runner.o $(B)/sandbox.o $(B)/confine $(B)/verify $(B)/test_cases $(STRESS_BIN) \
		$(B)/leaks $(EXHAUSTIVE_BIN) $(B)/explain $(B)/rules
	@bash judge/tests/run_tests.sh

# With BOARD= and HAND=, shrinks that input (one the solution gets wrong) instead of drawing.
stress: need-solution $(STRESS_BIN)
	@$(STRESS_BIN) --n $(N) --seed $(SEED) $(if $(filter 1,$(LONG)),--long) \
		$(if $(APPEND),--append '$(APPEND)') $(if $(BOARD)$(HAND),--shrink '$(BOARD)' '$(HAND)')

rules: $(B)/rules
	@: $(if $(filter solution.c,$(SOLUTION)),,$(error make rules checks the drop rules inside \
		solution.c, so SOLUTION= does not apply; make stress SOLUTION=$(SOLUTION) checks any file))
	@$(B)/rules --n $(N) --seed $(SEED)

exhaustive: need-solution $(EXHAUSTIVE_BIN)
	@$(EXHAUSTIVE_BIN) $(L)

explain: $(B)/explain
	@$(B)/explain '$(BOARD)' '$(HAND)'

# Rewrites the generated case files (answers from the reference); `make verify` re-checks them.
cases: $(B)/gen
	$(B)/gen cases $(SEED)

$(B)/%.o: judge/%.c judge/*.h | $(B)
	$(CC) $(CFLAGS) -c $< -o $@

$(B)/judge: $(JUDGE_OBJ)
	$(CC) $(JUDGE_OBJ) -o $@

$(EXHAUSTIVE_BIN): $(SOLUTION) $(B)/exhaustive.o $(B)/reference.o
	$(CC) $(LEETCODE_CFLAGS) -include judge/leetcode_prelude.h -c '$(SOLUTION)' -o $@-solution.o
	$(CC) $(B)/exhaustive.o $(B)/reference.o $@-solution.o -o $@

# Runs the compiler on a solution in a box of its own (judge/confine.c).
$(B)/confine: $(B)/confine.o $(B)/jail.o
	$(CC) $^ -o $@

$(B)/explain: $(B)/explain.o $(B)/cases.o $(B)/reference.o $(B)/testcases.o
	$(CC) $^ -o $@

$(B)/verify: $(B)/verify.o $(B)/cases.o $(B)/reference.o $(B)/reference_jobs.o
	$(CC) $^ -o $@

$(B)/gen: $(B)/gen.o $(B)/random_input.o $(B)/reference.o $(B)/reference_jobs.o \
		$(B)/wrong_adjacent.o
	$(CC) $^ -o $@

$(B)/wrong_adjacent.o: judge/tests/planted/adjacent_only.c | $(B)
	$(CC) $(CFLAGS) -DfindMinStep=adjacent_only -c $< -o $@

$(B)/test_cases: judge/tests/test_cases.c judge/cases.c judge/cases.h | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) -Ijudge judge/tests/test_cases.c judge/cases.c -o $@

$(STRESS_BIN): $(SOLUTION) $(B)/stress.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o
	$(CC) $(LEETCODE_CFLAGS) -include judge/leetcode_prelude.h -DPOOL_JUNK=0x55 -c '$(SOLUTION)' \
		-o $@.o
	$(CC) $(B)/stress.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o $@.o -o $@

$(B)/leaks: judge/tests/leaks.c judge/random_input.c solution.c | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) -DPOOL_JUNK=0x55 -Ijudge $^ -o $@

$(B)/rules: judge/tests/rules.c judge/random_input.c judge/reference.c solution.c | $(B)
	$(CC) $(CFLAGS) -Ijudge judge/tests/rules.c judge/random_input.c judge/reference.c -o $@

$(B)/leaks-planted: judge/tests/leaks.c judge/random_input.c judge/tests/planted/leaky.c | $(B)
	$(CC) $(CFLAGS) $(SANFLAGS) -Ijudge $^ -o $@

$(B):
	mkdir -p $(B)

clean:
	rm -rf $(B)

# Speed: SOLUTION plain -O2, states counted through solution.c's ON_EXPAND() hook in this build
# only (another file has no such hook: its states show as 0).
BENCH_CASES = cases/hard.txt
# The slowest inputs `make worst` found for solution.c (BENCH_WORST= leaves the section out).
BENCH_WORST = cases/worst.txt
$(BENCH_BIN): $(SOLUTION) $(B)/bench.o $(B)/cases.o $(B)/reference.o $(B)/timing.o
	$(CC) $(LEETCODE_CFLAGS) '-DON_EXPAND()=(bench_expanded++)' -include judge/bench_hook.h \
		-include judge/leetcode_prelude.h -c '$(SOLUTION)' -o $@-solution.o
	$(CC) $(B)/bench.o $(B)/cases.o $(B)/reference.o $(B)/timing.o $@-solution.o -o $@

# The slowest inputs of SOLUTION (plain -O2, linked directly), found by hill climbing.
$(WORST_BIN): $(SOLUTION) $(B)/worst.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o \
		$(B)/timing.o
	$(CC) $(LEETCODE_CFLAGS) -include judge/leetcode_prelude.h -c '$(SOLUTION)' -o $@-solution.o
	$(CC) $(B)/worst.o $(B)/random_input.o $(B)/reference.o $(B)/cases.o $(B)/timing.o \
		$@-solution.o -o $@

worst: need-solution $(WORST_BIN)
	@$(WORST_BIN) --n $(N) --seed $(SEED) --starts cases/hard.txt $(if $(APPEND),--append '$(APPEND)')

# $(call instructions,CASES): callgrind's count of instructions inside findMinStep, a case.
instructions = valgrind --tool=callgrind --toggle-collect=findMinStep --callgrind-out-file=/dev/null \
		$(BENCH_BIN) --solution-only $(1) cases/examples.txt 2>&1 | \
	awk -v n=$$(grep -Evc '^[[:space:]]*(\#|$$)' $(1)) -v f=$(1) \
		'/Collected/ { printf "callgrind: %.0f instructions a case inside findMinStep on %s (%d cases)\n", $$4 / n, f, n }'

bench: need-solution $(BENCH_BIN)
	@$(BENCH_BIN) $(BENCH_CASES) cases/examples.txt $(BENCH_WORST)
	@if command -v valgrind >/dev/null 2>&1; then $(call instructions,$(BENCH_CASES)); \
		$(if $(BENCH_WORST),$(call instructions,$(BENCH_WORST));) \
	else echo "callgrind: valgrind not found; instruction counts skipped"; fi
