/*
 * umask.h - mode parsing of the umask builtin, exposed for unit tests.
 */
#ifndef QUIRL_BI_UMASK_H
#define QUIRL_BI_UMASK_H

#include <sys/types.h>

enum { UM_BAD_OCTAL = -1, UM_BAD_OPERATOR = -2, UM_BAD_CHAR = -3 };
/*
 * Computes the file creation mask that MODE sets when the current mask is
 * CUR.  MODE is an octal number (at most 07777, the special bits dropped)
 * or a symbolic list such as "u=rwx,g=rx,o=" or "go-w" that edits the
 * permissions the mask lets through (bash's grammar: one operator per
 * clause, permissions r, w and x only).  Returns 0 and sets *out, or one
 * of UM_BAD_*, *BAD then being the offending character of a symbolic
 * mode (0 when it ended too soon).
 */
int bi_umask_parse(const char *mode, mode_t cur, mode_t *out, char *bad);

/* Writes the symbolic form "u=rwx,g=rx,o=rx" of MASK into buf (>= 20). */
void bi_umask_symbolic(mode_t mask, char *buf);

#endif
