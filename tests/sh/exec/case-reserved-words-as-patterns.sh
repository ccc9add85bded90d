for w in in esac do; do
case $w in
in) echo "word in";;
(esac) echo "word esac";;
do) echo "word do";;
esac
done
