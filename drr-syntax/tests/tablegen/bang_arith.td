// Integer, bit and comparison operators.
def Arith {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 4);
  int mul = !mul(3, -4);
  int div = !div(-7, 2);
  int and = !and(12, 10);
  int or = !or(12, 3);
  int xor = !xor(12, 10);
  int shl = !shl(1, 10);
  int sra = !sra(-16, 2);
  int srl = !srl(16, 2);
  bit not = !not(0);
  int logtwo = !logtwo(1024);
  bit eq = !eq(3, 3);
  bit ne = !ne("a", "b");
  bit lt = !lt(1, 2);
  bit le = !le(2, 2);
  bit gt = !gt(1, 2);
  bit ge = !ge(3, 2);
  bit streq = !eq("x", "x");
  bit strlt = !lt("abc", "abd");
  int cond = !cond(!eq(1, 2): 10, !lt(1, 2): 20, true: 30);
  int ifv = !if(!gt(5, 3), 100, 200);
  bit bor = !or(0, 1);
  bit band = !and(1, 1);
  int hex = 0x1F;
  int bin = 0b101;
  int neg = -42;
}
class Sized<int n> {
  int size = n;
  int twice = !mul(n, 2);
  bit big = !gt(n, 8);
}
def S4 : Sized<4>;
def S16 : Sized<16>;
