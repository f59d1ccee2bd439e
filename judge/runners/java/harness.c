/* runners/java/harness.c: the Java runner is the C harness (runners/runner.c: protocol, sandbox,
 * timing) with a JVM created in it through JNI, so the JVM lives under the same seccomp
 * filters as a C solution, exec included, and its start (runner_start) comes before READY.
 * The solution's classes are a jar appended to this very program (build.sh): the JVM's class
 * path is the runner itself, the only file of the kit the box shows. A new Solution per case
 * (LeetCodeDriver.call), as LeetCode's driver makes one per test case; static fields live on,
 * as there. */
#include "protocol.h"

#include <errno.h>
#include <jni.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void runner_start(void);
int findMinStep(char *board, char *hand);

/* The JVM asks the user database who it runs as (user.name, user.home), and glibc's first
 * step is a socket to nscd, which the sandbox forbids. The box has no user database: these
 * answer for it (nobody, home /), and build.sh exports them so libjava and libjvm call them. */
static struct passwd nobody = {"nobody", "x", 65534, 65534, "nobody", "/", "/bin/false"};

struct passwd *getpwuid(uid_t uid)
{
	(void)uid;
	return &nobody;
}

int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **out)
{
	(void)uid;
	(void)buf;
	(void)size;
	*pw = nobody;
	*out = pw;
	return 0;
}

static JNIEnv *env;
static jclass driver;
static jmethodID call, report;

/* An exception the solution did not catch: shown as LeetCode shows it (LeetCodeDriver.java),
 * then the runner ends (RUNNER_EXIT_ERROR: the judge says RE and shows stderr), or, for an
 * OutOfMemoryError, RUNNER_EXIT_MEMORY: MLE, with the JVM's words. */
static _Noreturn void fail(void)
{
	jthrowable t = (*env)->ExceptionOccurred(env);
	(*env)->ExceptionClear(env);
	jclass oom = (*env)->FindClass(env, "java/lang/OutOfMemoryError");
	int memory = t && oom && (*env)->IsInstanceOf(env, t, oom);
	(*env)->ExceptionClear(env);
	if (t && report)
		(*env)->CallStaticVoidMethod(env, driver, report, t);
	if ((*env)->ExceptionCheck(env))
		(*env)->ExceptionDescribe(env);
	fflush(stdout);
	fflush(stderr);
	_exit(memory ? RUNNER_EXIT_MEMORY : RUNNER_EXIT_ERROR);
}

void runner_start(void)
{
	static char class_path[PATH_MAX + 32];
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) {
		perror("runner: /proc/self/exe");
		_exit(RUNNER_EXIT_ERROR);
	}
	self[n] = '\0';
	snprintf(class_path, sizeof class_path, "-Djava.class.path=%s", self);
	/* Sized from MEMORY_LIMIT by build.sh. */
	static char heap[32], metaspace[48], direct[48];
	snprintf(heap, sizeof heap, "-Xmx%dm", HEAP_MB);
	snprintf(metaspace, sizeof metaspace, "-XX:MaxMetaspaceSize=%dm", METASPACE_MB);
	snprintf(direct, sizeof direct, "-XX:MaxDirectMemorySize=%dm", DIRECT_MB);
	JavaVMOption options[] = {
		{class_path, NULL},
		{"-XX:-UsePerfData", NULL},             /* no file under /tmp */
		{"-XX:+DisableAttachMechanism", NULL},  /* no socket */
		{"-XX:-MaxFDLimit", NULL},              /* no setrlimit of the descriptor limit */
		{"-XX:+UseSerialGC", NULL},             /* one thread collects: a small footprint */
		{heap, NULL},                           /* collect before the box's limit */
		{metaspace, NULL},
		{direct, NULL},
		{"-XX:TieredStopAtLevel=1", NULL},      /* C1 only: compiles at once, no C2 threads */
		{"-Xshare:auto", NULL},
		{"-XX:+UnlockDiagnosticVMOptions", NULL},
		{"-XX:-DumpPrivateMappingsInCore", NULL}, /* no write to /proc/self/coredump_filter */
		{"-XX:-DumpSharedMappingsInCore", NULL},
		{"-Xlog:disable", NULL},
		{"-Xlog:all=warning:stderr", NULL},     /* the JVM's warnings are not the Stdout */
		{"-Dfile.encoding=UTF-8", NULL},
	};
	JavaVMInitArgs args = {JNI_VERSION_10, (jint)(sizeof options / sizeof options[0]), options,
			       JNI_FALSE};
	JavaVM *vm;
	if (JNI_CreateJavaVM(&vm, (void **)&env, &args) != JNI_OK) {
		fprintf(stderr, "runner: the JVM did not start\n");
		_exit(RUNNER_EXIT_ERROR);
	}
	driver = (*env)->FindClass(env, "LeetCodeDriver");
	if (!driver)
		fail();
	report = (*env)->GetStaticMethodID(env, driver, "report", "(Ljava/lang/Throwable;)V");
	call = report ? (*env)->GetStaticMethodID(env, driver, "call",
						  "(Ljava/lang/String;Ljava/lang/String;)I")
		      : NULL;
	if (!call)
		fail();
}

int findMinStep(char *board, char *hand)
{
	if ((*env)->PushLocalFrame(env, 8) != 0)
		fail();
	jstring b = (*env)->NewStringUTF(env, board), h = (*env)->NewStringUTF(env, hand);
	if (!b || !h)
		fail();
	jint answer = (*env)->CallStaticIntMethod(env, driver, call, b, h);
	if ((*env)->ExceptionCheck(env))
		fail();
	(*env)->PopLocalFrame(env, NULL);
	return answer;
}
