# compgen's actions: each generates the names of its kind that start with
# the word (files here: one match each, as bash lists them unsorted)
mkdir dir1 && touch a.c b.c .hid
compgen -A signal SIGI
compgen -A signal | head -3
compgen -A signal | tail -3
compgen -k fo
compgen -k | sort | head -4
compgen -b ec
compgen -A builtin compg
compgen -A helptopic ech
compgen -A shopt extg
compgen -A setopt nou
alias ll='ls -l' la=x; compgen -a l
f1() { :; }; f2() { :; }; compgen -A function f
compgen -c f1
X_1=1 X_2=2; export X_2; compgen -v X_; compgen -e X_
arr=(1) ar2=x; compgen -A arrayvar ar
compgen -u roo
compgen -g roo
enable -n echo; compgen -A disabled; compgen -A enabled ech; enable echo
compgen -f a.; compgen -f .h; compgen -f di
compgen -d; compgen -d a
compgen -G 'b*' zz; compgen -G 'nomatch*'; echo $?
compgen -o plusdirs -W 'xx' d
compgen -o dirnames -W 'xx' d
compgen -o default -W 'xx' b
