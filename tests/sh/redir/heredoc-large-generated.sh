i=0
{
  echo 'cat <<EOF | wc -l'
  while [ $i -lt 3000 ]; do echo "line $i \$i"; i=$((i+1)); done
  echo 'EOF'
} > gen
i=x
. ./gen
