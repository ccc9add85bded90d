# shopt -s varredir_close: a named fd is closed when its command ends,
# except with exec
shopt varredir_close
echo hi {fd}>f
echo x >&$fd 2>/dev/null && echo "still open (default)"
exec {fd}>&-
shopt -s varredir_close
echo hi {fd}>f
echo x >&$fd 2>/dev/null || echo "closed after the command"
exec {fd}>f
echo y >&$fd && echo "exec keeps it"
cat f
