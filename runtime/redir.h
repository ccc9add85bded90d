/*
 * redir.h - applying redirections to the shell's own descriptor table.
 *
 * Every redirection, for builtins, functions, compound commands and external
 * commands alike, is applied to the shell's descriptors with the originals
 * saved above fd 10 (close-on-exec), and undone afterwards.  An external
 * command is spawned while the redirections are in place, so it inherits
 * exactly the table the script asked for; no second copy of the redirection
 * logic exists for children.
 */
#ifndef QUIRL_REDIR_H
#define QUIRL_REDIR_H

#include "shell.h"

struct redir_save {
	int fd;    /* the descriptor that was redirected */
	int saved; /* its original, dup'ed CLOEXEC above 10; -1: was closed */
};

struct redir_state {
	VEC(struct redir_save) saves;
	/* named-fd descriptors to close on restore (shopt varredir_close);
	 * rt_redir_keep leaves them open */
	VEC(int) closes;
	/* fd 1 redirected while it was a $(...)'s buffer in this process
	 * (sh->out_capture): the buffer, put back on restore */
	struct strbuf *capture;
};

/* Applies the list in order.  On error prints the message, undoes what was
 * done and returns -1. */
int rt_redir_apply(struct shell *sh, const struct redir *r,
		   struct redir_state *st);
/* The file name of the redirection R into *NAME (malloc'ed): 0; 1 when
 * the word does not give exactly one field ("ambiguous redirect",
 * printed); -1 after an expansion error (reported).  The one rule for a
 * redirection's target, which $(< file) follows too. */
int rt_redir_target(struct shell *sh, const struct redir *r, char **name);
/* Puts SRC on FD (as FD>&SRC would), saved in ST like a redirection. */
int rt_redir_dup(struct shell *sh, int src, int fd, struct redir_state *st);
/* Restores the saved descriptors (flushing builtin output first). */
void rt_redir_restore(struct shell *sh, struct redir_state *st);
/* Makes the redirections permanent (exec without a command). */
void rt_redir_keep(struct shell *sh, struct redir_state *st);
/* Whether FD (with descriptor flags FL, or -1 when it is closed) is one of
 * the shell's own, which scripts cannot name: close-on-exec at 10 or
 * above, but for the ends of a coprocess, which its NAME array gives to
 * the script. */
bool rt_redir_hidden_fd(const struct shell *sh, int fd, int fl);
/* Moves fd to a close-on-exec descriptor >= 10; returns the new fd. */
int rt_fd_move_high(int fd);
/* Moves FD to the highest free descriptor in 10..TOP-1 (the lowest free
 * one above 9 when none is), as bash places its own descriptors: TOP is
 * 64 for the ends of process substitutions and coprocesses and
 * rt_fd_script_top() for a script's.  When the `ulimit -n` is below TOP,
 * FD stays where it is, as in bash.  CLOEXEC sets close-on-exec on the
 * result.  -1 when no descriptor is free (FD is closed then too). */
int rt_fd_move_top(int fd, int top, bool cloexec);
/* The TOP for a script's descriptor: the `ulimit -n`, at most 256 (bash
 * reads a script from 255). */
int rt_fd_script_top(void);
/* pipe2(O_CLOEXEC) with both ends above 2; -1 with errno on failure. */
int rt_pipe(int p[2]);

#endif
