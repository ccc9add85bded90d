/*
 * callstack.c - frames of function calls and sourced files, and the
 * variables and messages made from them (see callstack.h).
 *
 * What bash 5.2 shows, and so Quirl:
 *  - BASH_SOURCE[i] is the file of frame i counted from the innermost:
 *    for a function the file it was defined in, for a sourced file that
 *    file, at the bottom the script's name.  BASH_LINENO[i] is the line
 *    of BASH_SOURCE[i+1] from which frame i was called (0 at the bottom).
 *  - FUNCNAME[i] is the function of frame i, "source" for a sourced file
 *    and "main" at the bottom, but only while a function runs: outside
 *    every function it is an empty array (`caller` still sees the names).
 *  - A -c string or standard input has no file: its bottom frame adds
 *    nothing to BASH_SOURCE and BASH_LINENO, nor "main" to FUNCNAME, and
 *    a function defined there has the file "environment" (-c) or "main"
 *    (standard input), which its error messages name as bash does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "callstack.h"
#include "options.h"
#include "var.h"

static struct var *cs_cell(struct shell *sh, const char *name)
{
	struct var *v = rt_var_cell(sh, name);
	rt_var_make_array(sh, v, false);
	v->flags |= VF_LAZY;
	return v;
}

void rt_cs_init(struct shell *sh)
{
	struct rt_callstack *cs = xcalloc(1, sizeof *cs);
	cs->cap = 8;
	cs->v = xcalloc(cs->cap, sizeof *cs->v);
	cs->n = 1;
	cs->dirty = true;
	sh->cs = cs;
	cs_cell(sh, "FUNCNAME");
	cs_cell(sh, "BASH_SOURCE");
	cs_cell(sh, "BASH_LINENO");
	cs_cell(sh, "BASH_ARGV");
	cs_cell(sh, "BASH_ARGC");
}

static void free_args(struct rt_frame *f)
{
	for (int i = 0; i < f->nargs; i++)
		free(f->args[i]);
	free(f->args);
	f->args = NULL;
	f->nargs = 0;
}

void rt_cs_args(struct shell *sh, bool bottom, size_t n, char *const *argv)
{
	struct rt_callstack *cs = sh->cs;
	struct rt_frame *f = &cs->v[bottom ? 0 : cs->n - 1];
	if (bottom && f->args)
		return;
	free_args(f);
	f->args = xcalloc(n + 1, sizeof *f->args);
	for (size_t i = 0; i < n; i++)
		f->args[i] = xstrdup(argv[i]);
	f->nargs = (int)n;
	cs->dirty = true;
}

void rt_cs_free(struct shell *sh)
{
	struct rt_callstack *cs = sh->cs;
	if (!cs)
		return;
	for (size_t i = 0; i < cs->n; i++)
		free_args(&cs->v[i]);
	free(cs->v);
	strmap_free(&cs->names);
	free(cs);
	sh->cs = NULL;
}

const char *rt_cs_intern(struct shell *sh, const char *name)
{
	struct strmap_entry *e = strmap_find(&sh->cs->names, name);
	if (e && strmap_live(e))
		return e->key;
	strmap_put(&sh->cs->names, name, NULL);
	return strmap_find(&sh->cs->names, name)->key;
}

void rt_cs_set_main(struct shell *sh, const char *name)
{
	sh->cs->v[0].src = name ? rt_cs_intern(sh, name) : NULL;
	sh->cs->dirty = true;
}

void rt_cs_push(struct shell *sh, const char *func, const char *src, int line)
{
	struct rt_callstack *cs = sh->cs;
	if (cs->n == cs->cap) {
		cs->cap *= 2;
		cs->v = xrealloc(cs->v, cs->cap * sizeof *cs->v);
	}
	cs->v[cs->n++] = (struct rt_frame){ func, src, line, NULL, 0 };
	cs->nfunc += func != NULL;
	cs->dirty = true;
}

void rt_cs_pop(struct shell *sh)
{
	struct rt_callstack *cs = sh->cs;
	struct rt_frame *f = &cs->v[--cs->n];
	cs->nfunc -= f->func != NULL;
	if (f->args)
		free_args(f);
	cs->dirty = true;
}

const char *rt_cs_source(const struct shell *sh)
{
	return sh->cs->v[sh->cs->n - 1].src;
}

const char *rt_cs_def_source(struct shell *sh)
{
	const char *src = rt_cs_source(sh);
	if (src)
		return src;
	if (!sh->cs->nofile)
		sh->cs->nofile = rt_cs_intern(
			sh, sh->opts & OPT_CMDSTR ? "environment" : "main");
	return sh->cs->nofile;
}

/* FUNCNAME's entry for frame I. */
static const char *frame_name(const struct rt_callstack *cs, size_t i)
{
	if (cs->v[i].func)
		return cs->v[i].func;
	return i ? "source" : "main";
}

static void fill(struct shell *sh, const char *name, int which)
{
	struct rt_callstack *cs = sh->cs;
	struct var *v = rt_var_find(sh, name);
	if (!v || !(v->flags & VF_LAZY))
		return; /* unset: no longer special (bash) */
	rt_var_array_clear(sh, v);
	v->flags &= ~VF_UNSET;
	int64_t k = 0;
	for (size_t i = cs->n; i-- > 0;) {
		char num[24];
		const char *val;
		if (!i && !cs->v[0].src)
			break; /* no file, no "main" */
		if (which == 0)
			val = frame_name(cs, i);
		else if (!cs->v[i].src)
			continue;
		else if (which == 1)
			val = cs->v[i].src;
		else
			snprintf(num, sizeof num, "%d", cs->v[i].line),
				val = num;
		rt_var_elem_set(sh, v, k++, NULL, val, false);
	}
	if (which == 0 && !cs->nfunc) {
		rt_var_array_clear(sh, v);
		v->flags |= VF_UNSET; /* declared, without elements */
	}
}

/* BASH_ARGC (ARGC) or BASH_ARGV: per frame from the innermost, the
 * number of its arguments, or its arguments last first. */
static void fill_args(struct shell *sh, const char *name, bool argc)
{
	struct rt_callstack *cs = sh->cs;
	struct var *v = rt_var_find(sh, name);
	if (!v || !(v->flags & VF_LAZY))
		return;
	rt_var_array_clear(sh, v);
	v->flags &= ~VF_UNSET;
	int64_t k = 0;
	for (size_t i = cs->n; i-- > 0;) {
		const struct rt_frame *f = &cs->v[i];
		if (!f->args)
			continue;
		if (argc) {
			char num[24];
			snprintf(num, sizeof num, "%d", f->nargs);
			rt_var_elem_set(sh, v, k++, NULL, num, false);
			continue;
		}
		for (int j = f->nargs; j-- > 0;)
			rt_var_elem_set(sh, v, k++, NULL, f->args[j], false);
	}
}

void rt_cs_sync(struct shell *sh, const char *name)
{
	/* read outside a function: the script's arguments (bash) */
	if (!strncmp(name, "BASH_ARG", 8) && !sh->func_depth)
		rt_cs_args(sh, true, sh->params.n, sh->params.v);
	if (!sh->cs->dirty)
		return;
	sh->cs->dirty = false; /* fill() finds the cells through rt_var_find */
	fill(sh, "FUNCNAME", 0);
	fill(sh, "BASH_SOURCE", 1);
	fill(sh, "BASH_LINENO", 2);
	fill_args(sh, "BASH_ARGV", false);
	fill_args(sh, "BASH_ARGC", true);
}

bool rt_cs_caller(const struct shell *sh, size_t k, int *line,
		  const char **func, const char **src)
{
	const struct rt_callstack *cs = sh->cs;
	if (k + 1 >= cs->n || !cs->v[cs->n - 2 - k].src)
		return false;
	size_t i = cs->n - 1 - k;
	*line = cs->v[i].line;
	*func = frame_name(cs, i - 1);
	*src = cs->v[i - 1].src;
	return true;
}
