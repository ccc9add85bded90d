/*
 * fuzz_shell.h - a throw-away shell for the runtime fuzz harnesses.
 *
 * Every input gets a fresh, zeroed struct shell with the same small
 * variable table and positional parameters, so a crash reproduces from its
 * input alone (nothing an earlier input assigned survives).  The shell is
 * never initialised with rt_shell_init: no signal handlers, no JIT, no
 * environment import.  fz_shell_free releases everything the harness or
 * the code under test may have allocated in it, so LeakSanitizer reports
 * real leaks only.
 *
 * fz_split cuts an input into lines, each a NUL-terminated copy (a NUL
 * inside a line ends that argument early, as it would in an argv string).
 */
#ifndef QUIRL_FUZZ_SHELL_H
#define QUIRL_FUZZ_SHELL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/shell.h"
#include "runtime/var.h"
#include "runtime/expand.h"

static inline void fz_shell_init(struct shell *sh)
{
	memset(sh, 0, sizeof *sh);
	sh->pid = 4242;
	sh->ppid = 4241;
	sh->arg0 = xstrdup("quirl");
	rt_var_set(sh, "IFS", " \t\n", 0);
	rt_var_set(sh, "HOME", "/nonexistent/home", 0);
	rt_var_set(sh, "x", "hello world", 0);
	rt_var_set(sh, "e", "", 0);
	rt_var_set(sh, "n", "42", 0);
	rt_var_set(sh, "neg", "-7", 0);
	rt_var_set(sh, "star", "*", 0);
	rt_var_set(sh, "sp", "  a  b\tc  ", 0);
	rt_var_set(sh, "expr", "n*2+1", 0);
	rt_var_set(sh, "self", "self", 0);
	rt_var_set(sh, "ro", "fixed", VF_READONLY);
	char *params[] = { "one", "two three", "", "*" };
	rt_params_set(sh, 4, params);
}

static inline void fz_shell_free(struct shell *sh)
{
	rt_var_free_all(sh);
	rt_expand_free(sh); /* expansion's reused buffers */
	stk_free(&sh->stk);
	rt_params_drop(&sh->params);
	sv_free(&sh->env_invalid);
	free(sh->arg0);
	for (int i = 0; i < 3; i++)
		free(sh->out[i].buf);
	memset(sh, 0, sizeof *sh);
}

/* Splits data at '\n' into at most max malloc'ed strings; returns count. */
static inline size_t fz_split(const uint8_t *data, size_t size, char **out,
			      size_t max)
{
	size_t n = 0, start = 0;
	for (size_t i = 0; i <= size && n < max; i++) {
		if (i < size && data[i] != '\n')
			continue;
		size_t len = i - start;
		char *s = xmalloc(len + 1);
		memcpy(s, data + start, len);
		s[len] = 0;
		out[n++] = s;
		start = i + 1;
	}
	return n;
}

static inline void fz_split_free(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i]);
}

#endif
