// The shop's mail server in the end-to-end tests: an SMTP server on the loopback interface
// (the shop's SMTP_URL points at it) that keeps every mail it is given, and a small HTTP
// endpoint from which the tests read them: GET /messages?to=ADDRESS answers the mails to that
// address, oldest first, as parsed from the wire (subject, text, HTML, headers). Mailboxes at
// refused.example.com do not exist: the server refuses them (550), as a real one refuses an
// unknown recipient, so the tests can see the shop record a failure.
import { createServer } from "node:http";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 3113);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3114);

interface Kept {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
}
const mails: Kept[] = [];

const keep = (to: string[], mail: ParsedMail): Kept => ({
  to,
  from: mail.from?.text ?? "",
  subject: mail.subject ?? "",
  text: mail.text ?? "",
  html: typeof mail.html === "string" ? mail.html : "",
  language: (mail.headers.get("content-language") as string | undefined) ?? null,
});

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith("@refused.example.com")) {
      callback(Object.assign(new Error("5.1.1 mailbox does not exist"), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    simpleParser(stream)
      .then((mail) => {
        mails.push(keep(to, mail));
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${httpPort}`);
  if (url.pathname === "/health") return res.writeHead(200).end("ok");
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase() ?? "";
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end(JSON.stringify(mails.filter((m) => m.to.includes(to))));
  }
  res.writeHead(404).end();
}).listen(httpPort, "127.0.0.1");
