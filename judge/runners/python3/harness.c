/* runners/python3/harness.c: the Python 3 runner is the C harness (runners/runner.c: protocol,
 * sandbox, timing) with CPython embedded, so the interpreter lives under the same seccomp
 * filters as a C solution, exec included, and its start (runner_start) comes before READY.
 * The prelude, the solution and the driver are compiled into this program as bytes
 * (payload.h, written by build.sh): the box shows nothing but the runner and the system, and
 * CPython reads its standard library from /usr/lib/python3.X like any program's libraries. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "payload.h" /* prelude_py, solution_py, driver_py, solution_name */
#include "protocol.h"

#include <unistd.h>

void runner_start(void);
int findMinStep(char *board, char *hand);

static PyObject *solution_class, *call, *report;

/* An error the solution did not catch: shown as LeetCode shows it, then the runner ends
 * (RUNNER_EXIT_ERROR: the judge says RE and shows stderr). */
static _Noreturn void fail(void)
{
	PyObject *type, *value, *tb;
	PyErr_Fetch(&type, &value, &tb);
	PyErr_NormalizeException(&type, &value, &tb);
	if (tb && value)
		PyException_SetTraceback(value, tb);
	if (report && value) {
		PyObject *r = PyObject_CallFunction(report, "sO", solution_name, value);
		if (!r)
			PyErr_Print();
	} else if (value) {
		PyErr_Restore(type, value, tb);
		PyErr_Print();
	}
	fflush(stdout);
	fflush(stderr);
	/* Out of memory is MLE, with Python's words. */
	_exit(type && PyErr_GivenExceptionMatches(type, PyExc_MemoryError) ? RUNNER_EXIT_MEMORY
									  : RUNNER_EXIT_ERROR);
}

/* Runs `code` (compiled as file `name`) in the dictionary `globals`. */
static void run(const char *code, const char *name, PyObject *globals)
{
	PyObject *compiled = Py_CompileString(code, name, Py_file_input);
	if (!compiled)
		fail();
	PyObject *r = PyEval_EvalCode(compiled, globals, globals);
	if (!r)
		fail();
	Py_DECREF(r);
	Py_DECREF(compiled);
}

void runner_start(void)
{
	PyConfig config;
	PyConfig_InitIsolatedConfig(&config);
	config.buffered_stdio = 0; /* what was printed before a crash is not lost in a buffer */
	config.write_bytecode = 0;
	/* No site module: it runs the .pth files of every site folder and looks up the user in
	 * the password database (a socket to nscd); driver.py adds the system's dist-packages. */
	config.site_import = 0;
	PyStatus s = Py_InitializeFromConfig(&config);
	PyConfig_Clear(&config);
	if (PyStatus_Exception(s))
		Py_ExitStatusException(s);
	/* The solution's module is "solution", not "__main__": a pasted `if __name__ ==
	 * "__main__":` test block does not run, as on LeetCode. */
	PyObject *module = PyImport_AddModule("solution"); /* borrowed */
	PyObject *globals = module ? PyModule_GetDict(module) : NULL;
	PyObject *driver = PyDict_New();
	if (!globals || !driver || PyDict_SetItemString(driver, "__builtins__", PyEval_GetBuiltins()) ||
	    PyDict_SetItemString(globals, "__builtins__", PyEval_GetBuiltins()))
		fail();
	run(driver_py, "<LeetCode driver>", driver);
	report = PyDict_GetItemString(driver, "report");
	call = PyDict_GetItemString(driver, "call");
	run(prelude_py, "<LeetCode prelude>", globals);
	PyObject *loaded = PyObject_CallFunction(PyDict_GetItemString(driver, "load"), "ssO",
						 solution_name, solution_py, globals);
	if (!loaded)
		fail();
	Py_DECREF(loaded);
	solution_class = PyDict_GetItemString(globals, "Solution");
	if (!solution_class) {
		PyErr_SetString(PyExc_NameError, "name 'Solution' is not defined");
		fail();
	}
	Py_INCREF(solution_class);
}

#include <sys/resource.h>

#ifndef MEMORY_MB
#define MEMORY_MB 256 /* MEMORY_LIMIT, from build.sh */
#endif

/* Garbage is not the user's memory: CPython frees reference cycles (a @cache closure made in
 * each call, a node that points back at its parent) only when its cyclic collector runs, which
 * its allocation counts decide, not the judge's limit; hundreds of calls in one process (far
 * more than LeetCode runs) can then hold enough dead cycles to pass MEMORY_LIMIT. So before a
 * call, once the process's peak has passed half the limit, the collector runs (gc.collect(),
 * about 10 ms on a heap of 20 MB here, counted in the call's time). What it cannot free is
 * reachable: the user's own state (a global, a class attribute, a module-level cache), which
 * stays Memory Limit Exceeded; the judge's note says so. */
static void collect_near_limit(void)
{
	static PyObject *collect;
	struct rusage u;
	if (getrusage(RUSAGE_SELF, &u) != 0 || u.ru_maxrss < MEMORY_MB * 1024L / 2)
		return;
	if (!collect) {
		PyObject *gc = PyImport_ImportModule("gc");
		collect = gc ? PyObject_GetAttrString(gc, "collect") : NULL;
		Py_XDECREF(gc);
		if (!collect)
			fail();
	}
	PyObject *r = PyObject_CallNoArgs(collect);
	if (!r)
		fail();
	Py_DECREF(r);
}

int findMinStep(char *board, char *hand)
{
	collect_near_limit();
	PyObject *r = PyObject_CallFunction(call, "Oss", solution_class, board, hand);
	if (!r)
		fail();
	long answer = PyLong_AsLong(r);
	Py_DECREF(r);
	return (int)answer;
}
