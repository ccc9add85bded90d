/*
 * umask.h - mode parsing of the umask builtin, exposed for unit tests.
 */
#ifndef QUIRL_BI_UMASK_H
#define QUIRL_BI_UMASK_H

#include <sys/types.h>

/*
 * Computes the file creation mask that MODE sets when the current mask is
 * CUR.  MODE is an octal number (at most 0777) or a chmod-style symbolic
 * list such as "u=rwx,g=rx,o=" or "go-w" that edits the permissions the
 * mask lets through.  Returns 0 and sets *out, -1 for a bad octal number,
 * -2 for a bad symbolic mode.
 */
int bi_umask_parse(const char *mode, mode_t cur, mode_t *out);

/* Writes the symbolic form "u=rwx,g=rx,o=rx" of MASK into buf (>= 20). */
void bi_umask_symbolic(mode_t mask, char *buf);

#endif
