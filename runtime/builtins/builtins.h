/*
 * builtins.h - prototypes of every builtin utility.  Each lives in the file
 * named in table.c.  A builtin receives argv[0] as its own name, writes
 * through rt_out_write/rt_outf (never stdio), reports errors as
 * rt_err(sh, "NAME: ...") and returns its exit status.  Usage errors call
 * rt_builtin_usage() (status 2).  A special builtin's error (POSIX 2.8.1)
 * goes through rt_error(sh, RT_E_SPECIAL, status).
 */
#ifndef QUIRL_BUILTINS_H
#define QUIRL_BUILTINS_H

#include "../shell.h"

#define BUILTIN(name) int bi_##name(struct shell *sh, int argc, char **argv)

/* special builtins */
BUILTIN(caller);
BUILTIN(colon);
BUILTIN(break);
BUILTIN(continue);
BUILTIN(disown);
BUILTIN(dot);
BUILTIN(eval);
BUILTIN(exec);
BUILTIN(exit);
BUILTIN(export);
BUILTIN(readonly);
BUILTIN(return );
BUILTIN(set);
/* set without arguments: the variables (and, outside posix mode, the
 * functions) as bash lists them; declare without arguments too. */
int bi_set_list(struct shell *sh);
BUILTIN(shift);
/* A numeric operand as bash reads one (control.c): blanks around an
 * optionally signed decimal integer; false on junk or overflow. */
bool bi_parse_int(const char *s, int64_t *out);
BUILTIN(times);
BUILTIN(trap);
BUILTIN(unset);
/* regular builtins */
BUILTIN(alias);
BUILTIN(unalias);
BUILTIN(logout);
BUILTIN(suspend);
BUILTIN(cd);
/* cd's work after its operand is chosen (cd.c): searches CDPATH, enters
 * DIR, sets OLDPWD and PWD, prints the new directory when PRINT or when
 * CDPATH found it; errors are "WHO: DIR: reason", status 1. */
int bi_cd_change(struct shell *sh, const char *who, const char *dir,
		 bool physical, bool print);
BUILTIN(pwd);
/* the directory stack (dirs.c) */
BUILTIN(dirs);
/* Whether a tilde prefix ~SPEC is bash's ~+, ~-, ~N, ~+N or ~-N rather
 * than a user's name; if so *DIR is $PWD, $OLDPWD or that entry of the
 * stack (malloc'd), or NULL when it is unset or out of range. */
bool bi_dirs_tilde(struct shell *sh, const char *spec, char **dir);
BUILTIN(pushd);
BUILTIN(popd);
BUILTIN(builtin);
BUILTIN(command);
/* programmable completion (complete.c) */
BUILTIN(compgen);
BUILTIN(complete);
BUILTIN(compopt);
BUILTIN(false);
BUILTIN(true);
BUILTIN(getopts);
BUILTIN(hash);
BUILTIN(jit);
BUILTIN(jobs);
BUILTIN(fg);
BUILTIN(bg);
BUILTIN(bind);
BUILTIN(kill);
BUILTIN(wait);
BUILTIN(read);
BUILTIN(mapfile);
BUILTIN(umask);
BUILTIN(ulimit);
BUILTIN(type);
BUILTIN(test);
BUILTIN(echo);
/* echo's output for operands already joined by single blanks in LINE,
 * the first being FIRST bytes long (compiled code: runtime/jit_rt.c):
 * -1, with nothing done, when echo's general path is needed (a "-n"
 * option, a backslash); else LINE gets its newline and is written as
 * echo writes it.  Returns echo's status. */
int bi_echo_line(struct shell *sh, struct strbuf *line, size_t first);
BUILTIN(printf);
BUILTIN(help);
BUILTIN(enable);
BUILTIN(fc);
BUILTIN(history);
/* declaration builtins and bash extensions (declare.c) */
BUILTIN(declare);
BUILTIN(local);
BUILTIN(let);
BUILTIN(shopt);

#endif
