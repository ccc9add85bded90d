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

struct shell;
struct strbuf;

/* interactive.c: runs the interactive read-parse-run loop until end of
 * input or exit; returns the shell's status. */
int fe_interactive_run(struct shell *sh);
/* Reads the start-up files: /etc/profile and ~/.profile for a login shell,
 * then $ENV (parameter-expanded) or ~/.quirlrc when ENV is unset. */
void fe_startup_files(struct shell *sh, bool login);

/* prompt.c: the text of prompt NAME ("PS1"/"PS2") after the backslash
 * escapes, '!' and parameter expansion / command substitution.  \[ and \]
 * become FE_PROMPT_IGNORE.  Appends to out. */
#define FE_PROMPT_IGNORE '\1'
void fe_prompt_expand(struct shell *sh, const char *value, struct strbuf *out);

/* history.c */
struct fe_hist_entry {
	int num;    /* history number, stable for the life of the shell */
	char *text; /* without the final newline; may hold inner newlines */
};
/* Loads HISTFILE (default ~/.quirl_history) and applies HISTSIZE. */
void fe_hist_init(struct shell *sh);
/* Appends this session's new entries to HISTFILE and frees everything. */
void fe_hist_finish(struct shell *sh);
/* A line read at PS1 (starts a command) or at PS2 (continues it). */
void fe_hist_line(struct shell *sh, const char *line, size_t len, bool first);
/* Adds TEXT as a whole entry (fc's re-executed commands). */
void fe_hist_add(struct shell *sh, const char *text);
/* Removes the newest entry (fc removes its own command line). */
void fe_hist_drop_last(void);
void fe_hist_clear(void);
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
/* In an interactive shell on a terminal whose TERM is set and not dumb:
 * turns on `set -o autosuggest` and `set -o highlight`. */
void fe_ed_default_options(struct shell *sh);
/* Around each el_wgets: PROMPT is the text libedit draws (kept by the
 * caller until fe_ed_line_end); CONTINUATION for PS2. */
void fe_ed_line_begin(struct editline *el, const char *prompt,
		      bool continuation);
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

/* complete.c: the libedit function bound to Tab. */
unsigned char fe_complete(struct editline *el, int ch);
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
