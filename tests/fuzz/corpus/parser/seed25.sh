# comment only
