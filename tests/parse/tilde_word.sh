echo ~ ~/x ~user ~user/x a~ x~/y
