# an expansion error in a redirection's target ends the script, like one
# in a word; a file that cannot be opened does not, nor an expansion
# error in a here-document
true > /nonexistent/dir/f; echo "open failure: $?"
cat <<EOT
${u?in a here-document}
EOT
echo "here-document: $?"
{ echo in; } > ${u?no target}
echo not reached
