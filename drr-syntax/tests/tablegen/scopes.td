// Scopes of defvars (a let block is one), forward-declared classes, 64-bit
// integer literals.
class Marked;
class Marked;
class Marked { int Extra = 0; }
defvar Greeting = "hello";
let Extra = 1 in {
  defvar Greeting = "inner";
  def InLet : Marked { string G = Greeting; }
}
def AfterLet { string G = Greeting; }
foreach i = [1, 2] in {
  defvar Greeting = "loop" # i;
  def Loop # i { string G = Greeting; }
}
def Ints {
  int wrapped = 0x8000000000000001;
  int big = 18446744073709551615;
  int min = -9223372036854775808;
  bits<64> asbits = 0xFFFFFFFF00000000;
}
