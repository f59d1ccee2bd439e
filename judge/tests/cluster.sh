# cluster.sh: sourced by run_tests.sh. The cluster path of make domain and make exhaustive, run
# for real: a one-node Slurm cluster started in a temporary folder (root and Debian's slurm-wlm
# and munge needed; "skip slurm: ..." otherwise) runs judge/cluster/*.sbatch, and GNU parallel
# runs the line of docs/domain.md; make domain-gather and exhaustive-gather must give the
# one-process runs' figures, a task cut part way must resume from its file, and a missing shard
# must be named and fail the gather. Every daemon is stopped by its pid, even on a failure.
echo "== the cluster path: make domain and make exhaustive as a Slurm array and with GNU parallel"
ct=$tmp/cluster
cf=$ct/tasks # the FOLDER of the array scripts: task k builds and runs in $cf/task-k
# The one-process runs' build folder: its programs are kept from run to run, never its results
# (build/test-files/cluster-one, copied in and out whole: a second make test builds none of them
# again, and make rebuilds what a changed source makes stale, as in build/)
one_kept=$test_files/cluster-one
mkdir -p "$ct" && { [ -d "$one_kept" ] && cp -a "$one_kept" "$ct/one" || mkdir -p "$ct/one"; }
cluster_pids=() # the daemons this section started
# Every process of this section's cluster and tasks carries ZUMA_CLUSTER_TEST=$ct in its
# environment (the test's own shell does not): that is how the leftovers are found.
cluster_env() { ZUMA_CLUSTER_TEST=$ct SLURM_CONF=$sd/slurm.conf PARALLEL_HOME=$ct/parallel-home "$@"; }
cluster_marked() {
	grep -lxzF "ZUMA_CLUSTER_TEST=$ct" /proc/[0-9]*/environ 2>/dev/null | sed 's|^/proc/||; s|/environ$||'
}

# The table of a domain report (rows of lengths and "all") and its last line.
cluster_table() { grep -E '^ *([0-9]+|all) |^domain-report: lengths|^domain-report: no length' <<<"$1"; }
# The summary of make exhaustive: what was checked and "N passed, M failed".
cluster_summary() { grep -E '^exhaustive: (every board|boards of)|^[0-9]+ passed, [0-9]+ failed$' <<<"$1"; }

sd=$ct/slurm # every path of the cluster: config, keys, sockets, state, logs, pids
PATH=$PATH:/usr/sbin:/sbin
slurm_missing=
[ "$(id -u)" = 0 ] || slurm_missing="not root (the daemons run as root here)"
for c in munged mungekey slurmctld slurmd sbatch squeue scancel scontrol sinfo; do
	[ -n "$slurm_missing" ] || command -v "$c" >/dev/null ||
		slurm_missing="$c not found (Debian: apt-get install slurm-wlm munge; make setup)"
done
parallel_missing=
command -v parallel >/dev/null || parallel_missing="GNU parallel not found (Debian: apt-get install parallel; make setup)"

# The one-process runs the cluster's are compared with (only when a cluster path is here).
[ -n "$slurm_missing" ] && [ -n "$parallel_missing" ] || {
$MAKE domain L=9 B="$ct/one" >/dev/null 2>&1 && out=$($MAKE domain-report L=9 B="$ct/one" 2>&1)
one_d9=$(cluster_table "$out")
$MAKE domain L=12 B="$ct/one" >/dev/null 2>&1 && out=$($MAKE domain-report L=12 B="$ct/one" 2>&1)
one_d12=$(cluster_table "$out")
out=$($MAKE exhaustive L=5 FAMILIES=1 B="$ct/one" 2>&1)
one_e5=$(cluster_summary "$out")
grep -q "^domain-report: lengths 1 to 9 complete; 0 mismatches" <<<"$one_d9" &&
	grep -q "^domain-report: lengths 1 to 12 complete; 0 mismatches" <<<"$one_d12" &&
	grep -q "^10040 passed, 0 failed" <<<"$one_e5" ||
	bad "the one-process runs the cluster runs are compared with did not end well" "$one_d9
$one_d12
$one_e5"
rm -rf "$one_kept.$BASHPID" && cp -a "$ct/one" "$one_kept.$BASHPID" &&
	rm -rf "$one_kept.$BASHPID/domain" "$one_kept.$BASHPID/exhaustive-runs" &&
	rm -rf "$one_kept" && { mv -T "$one_kept.$BASHPID" "$one_kept" 2>/dev/null || rm -rf "$one_kept.$BASHPID"; }
}

# cluster_built DIR: a build folder with the one-process runs' programs and none of their
# results (cp -a keeps the times: make builds nothing again). The tasks' folders and the
# gathers' start so: this section tests the scheduling and the gathering, not the build of
# each folder again (make builds a fresh B as any; a task's first build is that).
cluster_built() {
	rm -rf "$1" && mkdir -p "${1%/*}" && cp -a "$ct/one" "$1" && rm -rf "$1/domain" "$1/exhaustive-runs"
}

# cluster_gathered NAME: make domain-gather and exhaustive-gather of the tasks' files, each
# equal to the one-process run (a fresh B for the gathered files: nothing of a former gather).
cluster_gathered() {
	local name=$1 out
	cluster_built "$ct/gather-$name-9"
	out=$($MAKE domain-gather L=9 FROM="$cf" B="$ct/gather-$name-9" 2>&1; echo "exit $?")
	[ "$(cluster_table "$out")" = "$one_d9" ] && grep -q "^exit 0" <<<"$out" &&
		grep -q "^domain-report: 3 of 3 shards made by domain-" <<<"$out" &&
		ok "  ... $name: make domain-gather L=9 of the 3 tasks is the one-process make domain-report" ||
		bad "$name: the gathered domain report differs from the one-process run" "$one_d9
---
$out"
	out=$($MAKE domain-report L=9 B="$ct/gather-$name-9" 2>&1)
	[ "$(cluster_table "$out")" = "$one_d9" ] &&
		ok "  ... and make domain-report of the gathered files says the same" ||
		bad "$name: make domain-report of the gathered files differs" "$out"
	out=$($MAKE exhaustive-gather L=5 FAMILIES=1 FROM="$cf" 2>&1; echo "exit $?")
	[ "$(cluster_summary "$out")" = "$one_e5" ] && grep -q "^exit 0" <<<"$out" &&
		grep -q "^exhaustive-gather: 3 of 3 shards" <<<"$out" &&
		ok "  ... $name: make exhaustive-gather L=5 FAMILIES=1 of the 3 tasks is the one-process summary" ||
		bad "$name: the gathered exhaustive summary differs from the one-process run" "$one_e5
---
$out"
}

# cluster_shard_pid L K: the pid of make domain L=L SHARD=K/3 running in $cf/task-K (make
# exports the user's values: the build folder is this section's own).
cluster_shard_pid() {
	local p env
	for p in $(pgrep '^domain-'); do
		env=$(tr '\0' '\n' 2>/dev/null <"/proc/$p/environ")
		grep -qx "ZUMA_B=$cf/task-$2" <<<"$env" && grep -qx "ZUMA_L=$1" <<<"$env" &&
			grep -qx "ZUMA_SHARD=$2/3" <<<"$env" && { echo "$p"; return 0; }
	done
	return 1
}

# cluster_stop_part_way L K: waits (60 s at most) for that shard's tool, started with
# ZUMA_DOMAIN_PAUSE_AT="L K" (judge/tools/domain.c: it stops itself, SIGSTOP, as it starts
# length L, lengths 1 to L-1 saved), then (120 s at most) for it to be stopped there: its pid is
# printed, or "finished" if it ended instead. The point is the tool's own, so no load on the
# machine can carry the shard past it unseen, as a watcher stopping it from outside could.
cluster_stop_part_way() {
	local L=$1 k=$2 pid="" at i state file=$cf/task-$2/domain/L$1-$2-of-3.txt
	for i in $(seq 600); do
		pid=$(cluster_shard_pid "$L" "$k") && break
		sleep 0.1
	done
	[ -n "$pid" ] || { echo "never started"; return 1; }
	for i in $(seq 1200); do
		state=$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null) || state=
		[ -n "$state" ] && [ "$state" != Z ] || { echo "finished"; return 1; }
		if [ "$state" = T ]; then
			at=$(sed -n 's/^at //p' "$file" 2>/dev/null)
			case $at in
			"$L "*) echo "$pid"; return 0 ;;
			*) echo "stopped at $at"; return 1 ;;
			esac
		fi
		sleep 0.1
	done
	echo "still running"
	return 1
}

# --- Slurm ---------------------------------------------------------------------------------
# Stops what this section started, each by its pid: first the jobs (slurmstepd outlives
# slurmd), then slurmd, slurmctld, munged; any process left that carries the section's mark
# (a job's step, its make) is killed too.
cluster_stop() {
	local i p left
	[ ${#cluster_pids[@]} -gt 0 ] || return 0
	cluster_env scancel --quiet --partition=zuma 2>/dev/null
	for i in $(seq 100); do
		[ -z "$(cluster_env squeue -h 2>/dev/null)" ] && break
		sleep 0.1
	done
	for p in $(printf '%s\n' "${cluster_pids[@]}" | tac); do kill -TERM "$p" 2>/dev/null; done
	for i in $(seq 100); do
		left=
		for p in "${cluster_pids[@]}"; do kill -0 "$p" 2>/dev/null && left=1; done
		[ -z "$left" ] && break
		sleep 0.1
	done
	for p in "${cluster_pids[@]}"; do kill -KILL "$p" 2>/dev/null; done
	for p in $(cluster_marked); do kill -KILL "$p" 2>/dev/null; done
	wait "${cluster_pids[@]}" 2>/dev/null
	cluster_pids=()
}
# The run's own EXIT trap (rm -rf $tmp) runs after the daemons are stopped.
cluster_old_trap=$(trap -p EXIT)
cluster_old_trap=${cluster_old_trap#"trap -- '"}
cluster_old_trap=${cluster_old_trap%"' EXIT"}
trap "cluster_stop; $cluster_old_trap" EXIT

# A free TCP port of localhost (nothing answers on it).
cluster_free_port() {
	local p
	while :; do
		p=$((20000 + RANDOM % 20000))
		(exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
	done
}

# Writes the config and starts munged, slurmctld and slurmd; 0 when the node takes jobs.
cluster_start() {
	local i
	mkdir -p "$sd/state" "$sd/spool" "$sd/out" && chmod 0700 "$sd" &&
		mungekey --create --keyfile="$sd/munge.key" 2>/dev/null || return 1
	cat >"$sd/slurm.conf" <<EOF
# A one-node cluster for judge/tests/cluster.sh: every path in $sd, ports of its own.
ClusterName=zuma
SlurmctldHost=$(hostname -s)(127.0.0.1)
SlurmctldPort=$(cluster_free_port)
SlurmdPort=$(cluster_free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sd/munge.socket
StateSaveLocation=$sd/state
SlurmdSpoolDir=$sd/spool
SlurmctldPidFile=$sd/slurmctld.pid
SlurmdPidFile=$sd/slurmd.pid
SlurmctldLogFile=$sd/slurmctld.log
SlurmdLogFile=$sd/slurmd.log
# No cgroups: the machine's own are left alone (the judge's box makes its own).
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
# No slurmdbd, so no sacct: jobs are waited for with squeue, and their ends read here.
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$sd/jobcomp.txt
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
KillWait=2
NodeName=zuma-node NodeHostname=$(hostname) NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=zuma Nodes=zuma-node Default=YES MaxTime=INFINITE State=UP
EOF
	env ZUMA_CLUSTER_TEST="$ct" SLURM_CONF="$sd/slurm.conf" munged -F -f --socket="$sd/munge.socket" --key-file="$sd/munge.key" \
		--pid-file="$sd/munged.pid" --log-file="$sd/munged.log" --seed-file="$sd/munged.seed" \
		>"$sd/munged.out" 2>&1 &
	cluster_pids+=($!) # env execs the daemon: $! is its pid
	for i in $(seq 100); do [ -S "$sd/munge.socket" ] && break; sleep 0.1; done
	env ZUMA_CLUSTER_TEST="$ct" SLURM_CONF="$sd/slurm.conf" slurmctld -D -c -f "$sd/slurm.conf" >"$sd/slurmctld.out" 2>&1 &
	cluster_pids+=($!)
	env ZUMA_CLUSTER_TEST="$ct" SLURM_CONF="$sd/slurm.conf" slurmd -D -N zuma-node -f "$sd/slurm.conf" >"$sd/slurmd.out" 2>&1 &
	cluster_pids+=($!)
	for i in $(seq 300); do
		[ "$(cluster_env sinfo -h -n zuma-node -o %t 2>/dev/null)" = idle ] && return 0
		sleep 0.1
	done
	return 1
}
# cluster_wait SECONDS JOB...: 0 when none of the jobs is queued or running any more.
cluster_wait() {
	local i n=$(($1 * 5)) ids
	shift
	ids=$(IFS=,; echo "$*")
	for i in $(seq "$n"); do
		[ -z "$(cluster_env squeue -h -j "$ids" 2>/dev/null)" ] && return 0
		sleep 0.2
	done
	return 1
}
# cluster_ended JOB STATE: how many tasks of the array JOB ended in STATE (jobcomp's record).
cluster_ended() { grep -c "JobState=$2 .* ArrayJobId=$1 " "$sd/jobcomp.txt" 2>/dev/null; }
cluster_logs() { tail -n 5 "$sd"/*.log "$sd"/out/* 2>/dev/null; }

if [ -n "$slurm_missing" ]; then
	echo "skip slurm: $slurm_missing"
elif ! cluster_start; then
	bad "a one-node Slurm cluster (munged, slurmctld, slurmd in $sd) did not start" "$(tail -n 5 "$sd"/*.log "$sd"/*.out 2>/dev/null)"
else
	ok "a one-node Slurm cluster of 2 CPUs runs: munged, slurmctld and slurmd, all in a temporary folder"
	for k in 1 2 3; do cluster_built "$cf/task-$k"; done
	jd=$(cluster_env sbatch --parsable --array=1-3 --output="$sd/out/domain-%a.out" judge/cluster/domain.sbatch 9 3 "$cf")
	# The same task folders: the exhaustive task k starts when the domain tasks have ended.
	# (--cpus-per-task=1: the script asks 2 for its two workers; on this 2-CPU node two tasks
	# then share the CPUs instead of running one after another)
	je=$(cluster_env sbatch --parsable --array=1-3 --cpus-per-task=1 --dependency=afterany:"$jd" --output="$sd/out/exhaustive-%a.out" \
		judge/cluster/exhaustive.sbatch 5 3 "$cf" FAMILIES=1)
	if cluster_wait 240 "$jd" "$je" && [ "$(cluster_ended "$jd" COMPLETED)" = 3 ] &&
		[ "$(cluster_ended "$je" COMPLETED)" = 3 ]; then
		ok "  ... sbatch --array=1-3 domain.sbatch 9 3 and exhaustive.sbatch 5 3 FAMILIES=1: 6 tasks COMPLETED"
		cluster_gathered slurm
	else
		bad "the Slurm arrays did not all complete within 240 s" "$(cat "$sd/jobcomp.txt" 2>/dev/null; cluster_logs)"
	fi
	# A task cancelled part way: its file keeps lengths 1 to 11; submitted again, it resumes.
	jc=$(cluster_env env ZUMA_DOMAIN_PAUSE_AT="12 2" sbatch --parsable --array=1-3 --output="$sd/out/cut-%a.out" judge/cluster/domain.sbatch 12 3 "$cf")
	cut=$(cluster_stop_part_way 12 2)
	if [ "$cut" -gt 0 ] 2>/dev/null; then
		# Slurm sends the stopped task SIGCONT and SIGTERM (make domain has no handler: it dies
		# with what its file holds), SIGKILL KillWait seconds later. A SIGTERM is made pending on
		# the stopped tool first: it is delivered the moment SIGCONT wakes it, so the tool runs
		# no further whatever the gap between Slurm's two signals (a fast machine finished
		# length 12 inside that gap).
		kill -TERM "$cut" 2>/dev/null
		cluster_env scancel "${jc}_2"
		cluster_wait 120 "$jc"
		at=$(sed -n 's/^at //p' "$cf/task-2/domain/L12-2-of-3.txt")
		cluster_built "$ct/gather-cut-early"
		out=$($MAKE domain-gather L=12 FROM="$cf" B="$ct/gather-cut-early" 2>&1; echo "exit $?")
		expect_in "  ... gathered before it is submitted again, the cancelled shard is named unfinished and the gather fails" \
			"$out" "^domain-gather: shard 2 of 3 unfinished \($cf/task-2/domain/L12-2-of-3.txt stands at length 12, board [0-9]+\)" \
			"^domain-report: lengths 1 to 11 complete" "^exit [1-9]"
		jr=$(cluster_env sbatch --parsable --array=2 --output="$sd/out/resumed-%a.out" judge/cluster/domain.sbatch 12 3 "$cf")
		cluster_wait 120 "$jr"
		cluster_built "$ct/gather-cut-12"
		out=$($MAKE domain-gather L=12 FROM="$cf" B="$ct/gather-cut-12" 2>&1; echo "exit $?")
		resumed=$(cat "$sd/out/resumed-2.out" 2>/dev/null)
		[ "$(cluster_ended "$jc" CANCELLED)" = 1 ] && [ "$(cluster_ended "$jr" COMPLETED)" = 1 ] &&
			[ "${at%% *}" = 12 ] &&
			grep -q "^domain: resuming from $cf/task-2/domain/L12-2-of-3.txt at length 12, board ${at#* }$" <<<"$resumed" &&
			[ "$(cluster_table "$out")" = "$one_d12" ] && grep -q "^exit 0" <<<"$out" &&
			ok "  ... task 2 of domain.sbatch 12 3 cancelled by scancel part way (at length 12, board ${at#* }) and submitted again resumes there; the gather is the one-process run" ||
			bad "a cancelled task of make domain L=12 did not resume to the one-process figures" "at: $at
$(cat "$sd/jobcomp.txt")
$resumed
---
$one_d12
---
$out"
	else
		bad "task 2 of domain.sbatch 12 3 could not be stopped part way ($cut)" "$(cluster_logs)"
	fi
	# A shard whose folder is gone: named, and the gathers fail (the L=9 and L=5 files stay).
	mv "$cf/task-2" "$cf/away-2"
	cluster_built "$ct/gather-missing"
	out=$($MAKE domain-gather L=9 FROM="$cf" B="$ct/gather-missing" 2>&1; echo "exit $?")
	expect_in "  ... a shard missing from the gather is named, and make domain-gather fails" "$out" \
		"^domain-gather: shard 2 of 3 missing: no $cf/task-\*/domain/L9-2-of-3.txt" \
		"^domain-report: 2 of 3 shards" "^domain-report: no length complete yet" "^exit [1-9]"
	out=$($MAKE exhaustive-gather L=5 FAMILIES=1 FROM="$cf" 2>&1; echo "exit $?")
	expect_in "  ... and make exhaustive-gather: never counted as passed" "$out" \
		"^exhaustive-gather: shard 2 of 3 missing" "^exhaustive-gather: 1 of 3 shards missing or unfinished; [0-9]+ passed, 0 failed in the checkpoints there: no proof of L=5" "^exit [1-9]"
	grep -Eq "^[0-9]+ passed" <<<"$out" && bad "  ... a gather with a shard missing printed a passed count" "$out"
	mv "$cf/away-2" "$cf/task-2"
	cluster_stop
	left=$(cluster_marked)
	[ -z "$left" ] && ok "  ... every daemon and job stopped by its pid; no process of the cluster left" ||
		bad "processes of the test cluster are left" "$(ps -o pid,args -p $left)"
fi
trap "$cluster_old_trap" EXIT

# --- GNU parallel --------------------------------------------------------------------------
if [ -n "$parallel_missing" ]; then
	echo "skip parallel: $parallel_missing"
else
	for k in 1 2 3; do cluster_built "$cf/task-$k"; done
	# (PARALLEL_HOME, set by cluster_env: parallel's own files go to $ct, not the user's home)
	cluster_env parallel -j 2 make domain L=9 SHARD={}/3 B="$cf"/task-{} ::: 1 2 3 </dev/null >"$ct/parallel.out" 2>&1
	cluster_env parallel -j 2 make exhaustive L=5 FAMILIES=1 SHARD={}/3 B="$cf"/task-{} ::: 1 2 3 </dev/null >>"$ct/parallel.out" 2>&1
	cluster_gathered parallel
	# A task killed part way (SIGTERM, as a machine going down): the same line again resumes it.
	cluster_env env ZUMA_DOMAIN_PAUSE_AT="12 2" parallel -j 2 make domain L=12 SHARD={}/3 B="$cf"/task-{} ::: 1 2 3 </dev/null >"$ct/parallel-cut.out" 2>&1 &
	pp=$!
	cut=$(cluster_stop_part_way 12 2)
	if [ "$cut" -gt 0 ] 2>/dev/null; then
		kill -TERM "$cut" && kill -CONT "$cut"
		wait $pp
		at=$(sed -n 's/^at //p' "$cf/task-2/domain/L12-2-of-3.txt")
		again=$(cluster_env parallel -j 2 make domain L=12 SHARD={}/3 B="$cf"/task-{} ::: 1 2 3 </dev/null 2>&1)
		cluster_built "$ct/gather-parallel-12"
		out=$($MAKE domain-gather L=12 FROM="$cf" B="$ct/gather-parallel-12" 2>&1; echo "exit $?")
		[ "${at%% *}" = 12 ] &&
			grep -q "^domain: resuming from $cf/task-2/domain/L12-2-of-3.txt at length 12, board ${at#* }$" <<<"$again" &&
			[ "$(cluster_table "$out")" = "$one_d12" ] && grep -q "^exit 0" <<<"$out" &&
			ok "  ... parallel: shard 2 of make domain L=12 killed part way (at length 12, board ${at#* }); the same line again resumes it; the gather is the one-process run" ||
			bad "parallel: a killed shard did not resume to the one-process figures" "at: $at
$again
---
$out"
	else
		wait $pp
		bad "parallel: shard 2 of make domain L=12 could not be stopped part way ($cut)" "$(cat "$ct/parallel-cut.out")"
	fi
	left=$(cluster_marked)
	[ -z "$left" ] || { kill -KILL $left 2>/dev/null; bad "processes of the parallel runs are left" "$left"; }
fi
