echo ~"x" "~" \~ ~'u'/x
