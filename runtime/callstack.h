/*
 * callstack.h - the shell's call stack: one frame per running function
 * call or sourced file, above a bottom frame for the script itself.  It
 * is what FUNCNAME, BASH_SOURCE, BASH_LINENO, `caller` and the file name
 * in error messages are made of.
 *
 * Invariants:
 *  - Pushing and popping a frame is a few stores (no allocation once the
 *    vector has grown, no string copies): the names a frame holds are
 *    borrowed (a function's name lives as long as its call) or interned
 *    (source file names, rt_cs_intern, freed with the shell).
 *  - The arrays FUNCNAME, BASH_SOURCE and BASH_LINENO are materialised
 *    from the frames only when read: their cells carry VF_LAZY, and
 *    rt_var_find/rt_var_cell rebuild them (rt_cs_sync) when a frame was
 *    pushed or popped since they were last built.  Nothing else caches
 *    those cells (rt_param_part_value does not).
 *  - BASH_ARGV and BASH_ARGC are built the same way from the arguments
 *    the frames recorded: a call or `.` records them only while extdebug
 *    is on (bash), the bottom frame the positional parameters of the
 *    moment extdebug is first turned on or either array is first read
 *    outside a function, whichever comes first.
 */
#ifndef QUIRL_CALLSTACK_H
#define QUIRL_CALLSTACK_H

#include "shell.h"

struct rt_frame {
	const char *func; /* function name; NULL: a sourced file (or main) */
	const char *src;  /* file the running code comes from; NULL: none
			     (-c strings, standard input) */
	int line;         /* line of the caller where this frame was called
			     (BASH_LINENO); 0 for the bottom frame */
	char **args;      /* its arguments for BASH_ARGV, a copy made under
			     extdebug (rt_cs_args); NULL: none recorded */
	int nargs;
};

struct rt_callstack {
	struct rt_frame *v; /* v[0]: the script itself */
	size_t n, cap;
	size_t nfunc;        /* function frames among them */
	bool dirty;          /* frames changed since the arrays were built */
	struct strmap names; /* interned file names (value unused) */
	const char *nofile;  /* rt_cs_def_source's stand-in, once made */
};

void rt_cs_init(struct shell *sh);
void rt_cs_free(struct shell *sh);
/* The script's own name (BASH_SOURCE at the bottom of the stack). */
void rt_cs_set_main(struct shell *sh, const char *name);
/* A stable copy of NAME that lives as long as the shell. */
const char *rt_cs_intern(struct shell *sh, const char *name);
/* Frames of a function call (FUNC its name, SRC the file it was defined
 * in) or of a sourced file (FUNC NULL, SRC the file), called from line
 * LINE of the current frame. */
void rt_cs_push(struct shell *sh, const char *func, const char *src, int line);
void rt_cs_pop(struct shell *sh);
/* The file the running code comes from (NULL: none). */
const char *rt_cs_source(const struct shell *sh);
/* The file a function defined now comes from: rt_cs_source, or without
 * one bash's stand-in, "environment" in a -c string and "main" on
 * standard input (BASH_SOURCE and its error messages name it, as in
 * bash). */
const char *rt_cs_def_source(struct shell *sh);
/* Records a copy of ARGV (N words) as the arguments of the innermost
 * frame, or of the bottom frame when BOTTOM (once: later calls for it do
 * nothing). */
void rt_cs_args(struct shell *sh, bool bottom, size_t n, char *const *argv);
/* Rebuilds the arrays (see above); called through rt_var_find with the
 * name of the array read. */
void rt_cs_sync(struct shell *sh, const char *name);
/* Frame K counted from the innermost (0) as `caller K` sees it: its
 * BASH_LINENO, and the FUNCNAME and BASH_SOURCE of its caller (frame
 * K+1; "main" for the bottom frame, "source" for a sourced file).  False
 * when there is no such caller. */
bool rt_cs_caller(const struct shell *sh, size_t k, int *line,
		  const char **func, const char **src);

#endif
