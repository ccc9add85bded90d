if [[ a == a &&
      b == b ]]; then echo multi; fi
