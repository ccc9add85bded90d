# The time of an entry, as bash 5.2 keeps it: a script's entries (set -o
# history) and the entries it reads from a file get none, and
# HISTTIMEFORMAT shows "??" for them, until HISTTIMEFORMAT has been set
# once; from then on they get one, for good.  An interactive shell stamps
# every entry (pty/histsettings).
printf 'echo f1\necho f2\n' > hf
set -o history
echo one
history -r hf
history -s two
HISTTIMEFORMAT="[T] " history
echo three
history -r hf
HISTTIMEFORMAT="<T> " history
