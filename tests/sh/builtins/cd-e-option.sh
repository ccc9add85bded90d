# bash's cd -e (with -P: fail when the new directory cannot be named) is
# accepted anywhere; -@ is not supported by bash 5.2 on Linux either
mkdir -p d/sub
cd -e d; echo "e: $? ${PWD##*/}"
cd -Pe sub; echo "Pe: $? ${PWD##*/}"
cd -eP ..; echo "eP: $? ${PWD##*/}"
cd -P -e -- sub; echo "P e --: $? ${PWD##*/}"
cd -eP nosuch; echo "missing: $?"
cd -@ ..; echo "at: $?"
cd -ex ..; echo "bad: $?"
pwd -e; echo "pwd -e: $?"
