// The literal forms TableGen and Rust share, with TableGen's values:
// string escapes \\ \' \" \t \n, adjacent strings, signed decimals,
// hex and binary (unsigned, 64-bit wrap), a sign in a slice.
def Lits {
  string esc = "q\"a\'b\\c\td\ne";
  string adj = "ab" "cd" "";
  int dec = -12;
  int pos = +7;
  int hex = 0x1F;
  int hexmax = 0xFFFFFFFFFFFFFFFF;
  int big = 9223372036854775808;
  int min = -9223372036854775808;
  int bin = 0b1010;
  bits<3> b3 = 0b101;
  list<int> l = [10, 20, 30];
  list<int> sl = l[+1...+2];
  int lower = 0xabcdef;
}
