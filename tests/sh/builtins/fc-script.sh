# fc in a script with `set -o history`: listing, -s, and the editor taken
# from FCEDIT, else EDITOR (bash; posix mode: FCEDIT, else ed).
set -o history
echo a
echo b
fc -l
fc -ln -2 -1
fc -s b=B echo
fc -s a=A 2
EDITOR='sed -i s/a/E/' fc 2
FCEDIT='sed -i s/b/F/' EDITOR=false fc -1
fc -e 'sed -i s/E/e/' -2
fc -l -3
fc -s nosuch; echo $?
