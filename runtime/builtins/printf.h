/*
 * printf.h - the format engine of the printf builtin, separate from the
 * builtin so that unit tests can drive it without a shell command line.
 */
#ifndef QUIRL_BI_PRINTF_H
#define QUIRL_BI_PRINTF_H

#include "../shell.h"

/*
 * Formats args[0..nargs-1] with fmt into out, reusing fmt while arguments
 * remain (at least one pass).  Errors are reported through rt_err(sh,
 * "printf: ...").  Returns 0, 1 when an argument was not a valid number
 * (its partial value was used; out of range too in posix mode), or 1
 * after a bad directive (output stops there).  With TO_STDOUT, what is in
 * out is written to standard output before each diagnostic (and out
 * emptied), and -1 is returned if such a write failed.
 */
int bi_printf_format(struct shell *sh, struct strbuf *out, const char *fmt,
		     char *const *args, size_t nargs, bool to_stdout);

/*
 * Appends the %b form of s (escapes \\ \a \b \e \E \f \n \r \t \v, \0NNN
 * and \NNN octal, \xHH, \uHHHH and \UHHHHHHHH) to out.  Returns false
 * when \c was seen: all further output of printf is suppressed.  A \x or
 * \u without digits is reported through rt_err, as bash does.  With ECHO,
 * the escapes of bash's echo -e: the same less \NNN without the leading
 * 0, and a \x or \u without digits is kept silently.
 */
bool bi_printf_bstring(struct shell *sh, struct strbuf *out, const char *s,
		       bool echo);

#endif
