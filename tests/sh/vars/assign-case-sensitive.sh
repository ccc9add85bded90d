abc=lower
ABC=upper
echo "$abc $ABC"
