/*
 * interactive.h - the interactive front end: the line-editing read loop on
 * libedit (interactive.c), prompt expansion (prompt.c), the command history
 * (history.c) and Tab completion (complete.c).  Prefix fe_.
 *
 * Invariants:
 *  - libedit is used only when standard input is a terminal; a shell that is
 *    interactive because of -i but reads a pipe prints plain prompts and
 *    reads with read(2).
 *  - The history list in history.c is the one source of truth (numbers,
 *    fc, HISTFILE); libedit's own History object only mirrors it so that
 *    the editor's recall and search commands see the same entries.
 *  - There is one interactive front end per process.  Its state lives in
 *    file-static variables of these files (struct shell has no slot for it
 *    yet); a forked child never touches it except through the builtins,
 *    which see an inherited copy.
 */
#ifndef QUIRL_INTERACTIVE_H
#define QUIRL_INTERACTIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <wchar.h>

#include "frontend/parser.h"

struct shell;
struct strbuf;

/* interactive.c: runs the interactive read-parse-run loop until end of
 * input or exit, with the line editor when EDITING and standard input is
 * a terminal; returns the shell's status. */
int fe_interactive_run(struct shell *sh, bool editing);
/* Reads the start-up files: /etc/profile and ~/.profile for a login shell,
 * then for an interactive one RCFILE when not NULL (--rcfile), else $ENV
 * (parameter-expanded), else ~/.quirlrc outside posix mode. */
void fe_startup_files(struct shell *sh, bool login, const char *rcfile);

/* prompt.c: the text of a prompt string (PS1, PS2, PS4, ${v@P}) after
 * the backslash escapes, '!' (posix mode) and parameter expansion /
 * command substitution.  In an interactive shell \[ and \] become
 * FE_PROMPT_IGNORE and FE_PROMPT_END.  Appends to out. */
#define FE_PROMPT_IGNORE '\1'
#define FE_PROMPT_END '\2'
void fe_prompt_expand(struct shell *sh, const char *value, struct strbuf *out);
/* Removes the \[ \] markers from S in place (a prompt shown without
 * the line editor). */
void fe_prompt_unmark(char *s);
/* Before each PS1: runs PROMPT_COMMAND, or each element of the
 * PROMPT_COMMAND array in order; each sees the $? of the last command and
 * $? is that again afterwards.  `exit` there leaves the shell. */
void fe_prompt_command(struct shell *sh);
/* After a command has been read, before it runs: PS0, expanded as a
 * prompt, on standard error (bash). */
void fe_prompt_ps0(struct shell *sh);

/* history.c */
struct fe_hist_entry {
	int num;        /* history number: its position, counted from 1 */
	char *text;     /* without the final newline; may hold inner newlines */
	long long when; /* time stored (time_t), 0 when unknown */
	bool fresh;     /* stored in this session, not yet in a file */
};
/* Loads HISTFILE (default ~/.quirl_history) and applies HISTSIZE: the
 * history session of an interactive shell, with libedit's mirror. */
void fe_hist_init(struct shell *sh);
/* Appends this session's new entries to HISTFILE and frees everything. */
void fe_hist_finish(struct shell *sh);
/* A line read at PS1 (FIRST: starts a command) or at PS2 (continues it;
 * CONT says how, for shopt cmdhist: see parser_continuation). */
void fe_hist_line(struct shell *sh, const char *line, size_t len, bool first,
		  enum parser_cont cont);
/* The readers' step for each line read (at SB->buf + START, with its
 * newline): with `set -o history`, history expansion when `set -H` is on
 * (the expanded line replaces it and is echoed on standard error), then
 * the line is recorded.  False when the line must not run: an expansion
 * error (reported) or :p (shown); it is then removed from SB.  A line
 * editor passes REEDIT: with shopt histverify an expanded line, with
 * histreedit a line that failed, is put there to be edited again (also
 * false). */
bool fe_hist_input(struct shell *sh, struct strbuf *sb, size_t start,
		   bool first, enum parser_cont cont, struct strbuf *reedit);
/* HISTFILE, else ~/.quirl_history (malloc'ed); NULL when HISTFILE is
 * empty or there is no HOME. */
char *fe_hist_file(struct shell *sh);
/* Appends the entries of history file PATH to the list (ONLY_NEW: those
 * after the ones this session has read or written, `history -n`);
 * -1 with errno set when it cannot be read. */
int fe_hist_read(struct shell *sh, const char *path, bool only_new);
/* Writes the list to PATH (APPEND: only the entries not yet written, under
 * an exclusive lock), then trims the file to HISTFILESIZE entries; -1 with
 * errno set on failure. */
int fe_hist_write(struct shell *sh, const char *path, bool append);
/* Deletes the entries at indexes FROM..TO; -1 when out of range. */
int fe_hist_delete(size_t from, size_t to);
/* Adds TEXT as a whole entry (fc's re-executed commands). */
void fe_hist_add(struct shell *sh, const char *text);
/* Removes the newest entry (fc removes its own command line). */
void fe_hist_drop_last(void);
/* history -s: TEXT in place of the running command's entry.  After
 * history -c removed that entry, as in bash, the newest entry is replaced
 * instead, and nothing is stored while the list is empty. */
void fe_hist_store(struct shell *sh, const char *text);
void fe_hist_clear(void);
/* Whether entries stored or read now get a time, as bash decides it: in
 * an interactive shell, and in a script once HISTTIMEFORMAT has been seen
 * set (by storing an entry or listing them; bash: once it was assigned),
 * for good.  Others show as "??". */
bool fe_hist_stamps(struct shell *sh);
/* The number the next entry gets (the '!' of PS1). */
int fe_hist_next_num(void);
/* Entries oldest first; *n receives the count.  NULL when there is no
 * history (non-interactive shell). */
const struct fe_hist_entry *fe_hist_entries(size_t *n);
bool fe_hist_active(void);
/* Whether the newest entry is the command being run (fc skips it). */
bool fe_hist_running(void);
/* Hands the libedit History object (a History *) to the editor; history.c
 * keeps it in step with its list. */
void *fe_hist_editline(void);

/* editor.c: Quirl's keys and overlay on top of libedit (see its header
 * comment).  EditLine is libedit's type. */
struct editline;
void fe_ed_setup(struct editline *el, struct shell *sh);
/* Binds Quirl's keys; after every switch of the editor's mode. */
void fe_ed_bind(struct editline *el, bool vi);
/* bind (runtime/builtins/bind.c): binds libedit KEY to FN (a macro's
 * text when MACRO), or removes the binding, in the live editor if there
 * is one; fe_ed_bind applies sh->binds again after the defaults. */
void fe_ed_key_set(const char *key, const char *fn, bool macro);
void fe_ed_key_unset(const char *key);
/* Before el_end: libedit frees a macro's text when it is unbound, but
 * el_end leaks it. */
void fe_ed_unbind_macros(void);
/* In an interactive shell on a terminal whose TERM is set and not dumb:
 * turns on `set -o autosuggest` and `set -o highlight`. */
void fe_ed_default_options(struct shell *sh);
/* Around each el_wgets: PROMPT is the text libedit draws, LINES the
 * prompt's lines before it, written already (Ctrl-L writes them again;
 * both kept by the caller until fe_ed_line_end); CONTINUATION for PS2. */
void fe_ed_line_begin(struct editline *el, const char *prompt,
		      const char *lines, bool continuation);
void fe_ed_line_end(void);
/* From the character source: before it waits for a key (draws the
 * overlay), after it got one, and on SIGWINCH. */
void fe_ed_before_key(struct editline *el);
void fe_ed_after_key(void);
void fe_ed_resize(struct editline *el);
/* The prompt to draw instead of PS1/PS2 (incremental search), or NULL. */
const char *fe_ed_prompt_override(void);
/* Whether the line just read was ended by Ctrl-X Ctrl-E (or vi's v); the
 * command that edits it and runs the result (bash's fc -e line). */
bool fe_ed_take_edit(void);
const char *fe_ed_edit_command(bool vi);
/* Appends COUNT wide characters of WL to SB as multi-byte text; returns
 * the bytes added. */
size_t fe_ed_add_wide(struct strbuf *sb, const wchar_t *wl, size_t count);
/* The stream libedit is to write to: it collects, and the editor writes
 * it to fd 2 before it waits for a key (one write per key).  NULL when it
 * cannot be made (libedit then writes to stderr). */
FILE *fe_ed_output(void);
/* Flushes and frees everything; after el_end. */
void fe_ed_free(void);
/* Draws the line again over the prompt drawn for it, after the line was
 * changed before its first key (a line given back, Ctrl-O's next). */
void fe_ed_redraw(struct editline *el);

/* complete.c: the libedit function bound to Tab, and readline's
 * menu-complete, menu-complete-backward and possible-completions. */
unsigned char fe_complete(struct editline *el, int ch);
unsigned char fe_menu_complete(struct editline *el, int ch);
unsigned char fe_menu_complete_backward(struct editline *el, int ch);
unsigned char fe_possible_completions(struct editline *el, int ch);
/* Computes the completions of WORD (the text before the cursor back to the
 * start of the word, still quoted as typed) at a command-name position or
 * not; candidates are appended to out (malloc'ed, unquoted, directories
 * with a trailing '/').  Exposed for the unit tests. */
struct strvec;
void fe_complete_candidates(struct shell *sh, const char *word, bool cmdpos,
			    struct strvec *out);
/* Quotes a file name for insertion on the command line (backslashes before
 * blanks and shell metacharacters). */
void fe_complete_quote(struct strbuf *out, const char *s);
/* The shell the completion function works for (set by interactive.c). */
void fe_complete_set_shell(struct shell *sh);

#endif
