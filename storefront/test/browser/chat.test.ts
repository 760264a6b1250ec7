/**
 * Kumul, the assistant (spec 2.13, 4, 8, 9) in Chromium at 360 px: the floating button, the greeting, quick
 * buttons and typed questions answered by the real CMS, Shift+Enter, the failure path with a CMS that cannot be
 * reached, Escape and focus, axe-core, and the /chat page without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { launchBrowser, openPage, saveScreens, seriousAccessibilityViolations } from '../support/browser';
import { startStorefrontWithoutCms, type TestStorefront } from '../support/storefront-server';

const base = testPlatform().storefront.url;
const GREETING = "Hello! I'm Kumul, your AI assistant. How can I help you with cybersecurity training today?";
const APOLOGY =
  "I'm sorry, I'm experiencing technical difficulties right now. Please try again later or contact support if the issue persists.";

let browser: Browser;
let cmsDown: TestStorefront;
let courseTitles: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  cmsDown = await startStorefrontWithoutCms();
  courseTitles = ((await (await fetch(`${base}/api/courses`)).json()) as Array<{ title: string }>).map(
    (course) => course.title,
  );
});
afterAll(async () => {
  await browser?.close();
  await cmsDown?.stop();
});

async function openChat(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('link', { name: 'AI Cybersecurity Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Cybersecurity Assistant' });
  await dialog.waitFor();
  return dialog;
}

describe('the chat widget', () => {
  it('loads its code and styles only when opened, greets, moves focus in and back, closes with Escape, and passes axe', async () => {
    const { page, problems, close } = await openPage(browser);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(base);
    await page.waitForSelector('html[data-hydrated="true"]');
    const firstView = loaded.length;
    await page.getByRole('link', { name: 'AI Cybersecurity Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Cybersecurity Assistant' });
    await dialog.waitFor();
    // Nothing of the assistant in the first view; its script and stylesheet came with the press.
    expect(loaded.slice(0, firstView).filter((url) => /chat|mascot/.test(new URL(url).pathname))).toEqual([]);
    const fetched = loaded.slice(firstView).map((url) => new URL(url).pathname);
    expect(fetched.some((path) => /^\/assets\/chat-widget-.*\.js$/.test(path))).toBe(true);
    expect(fetched.some((path) => /^\/assets\/.*\.css$/.test(path))).toBe(true);
    // The press put the widget's own button in the link's place: it says whether the panel is open.
    const button = page.getByRole('button', { name: 'AI Cybersecurity Assistant' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByTestId('chat-assistant').allTextContents()).toEqual([`Kumul: ${GREETING}`]);
    const field = dialog.getByRole('textbox', { name: 'Your message to Kumul' });
    expect(await field.getAttribute('placeholder')).toBe('Ask me anything about cybersecurity...');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await field.fill('  \n ');
    expect(await send.isDisabled()).toBe(true);
    await field.fill('');
    // The panel fits a 360 px phone, clear of the button.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual((await button.boundingBox())!.y);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'chat-widget-open', 1);

    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Reopened: the history is kept, the greeting is not added twice, and focus is in the panel again.
    await button.click();
    expect(await dialog.getByTestId('chat-assistant').count()).toBe(1);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Close the assistant' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('answers a quick button with a seeded course and a typed question; Shift+Enter makes a new line', async () => {
    const { page, problems, close } = await openPage(browser);
    const dialog = await openChat(page, base);
    await dialog.getByRole('button', { name: 'Course Recommendations' }).click();
    expect(await dialog.getByTestId('chat-visitor').last().textContent()).toContain(
      'Can you recommend some cybersecurity courses for me?',
    );
    await dialog.getByTestId('chat-assistant').nth(1).waitFor();
    const answer = await dialog.getByTestId('chat-assistant').nth(1).innerText();
    expect(courseTitles.some((title) => answer.includes(title))).toBe(true);
    const link = dialog.getByTestId('chat-assistant').nth(1).locator('a[href^="/courses/"]').first();
    expect(await link.count()).toBe(1);
    expect(await link.textContent()).toBe('Open the course');

    const field = dialog.getByRole('textbox', { name: 'Your message to Kumul' });
    await field.fill('How do I report a scam');
    await field.press('Shift+Enter');
    await field.pressSequentially('on my phone?');
    expect(await field.inputValue()).toBe('How do I report a scam\non my phone?');
    expect(await dialog.getByTestId('chat-visitor').count()).toBe(1);
    await field.press('Enter');
    expect(await dialog.getByTestId('chat-visitor').last().textContent()).toContain(
      'How do I report a scam\non my phone?',
    );
    await dialog.getByTestId('chat-assistant').nth(2).waitFor();
    expect(await field.inputValue()).toBe('');
    // The latest answer is scrolled into view.
    expect(await dialog.getByTestId('chat-assistant').nth(2).isVisible()).toBe(true);
    // The answer names a reporting contact from the seeded FAQ.
    expect(await dialog.getByTestId('chat-assistant').nth(2).innerText()).toMatch(
      /police|NCSC|National Cyber Security Centre/i,
    );

    // Markup in a message stays text: shown as typed, nothing of it becomes an element.
    const hostile = '<img src=x onerror="document.title=1"> <b>phishing</b>';
    await field.fill(hostile);
    await field.press('Enter');
    expect(await dialog.getByTestId('chat-visitor').last().textContent()).toContain(hostile);
    await dialog.getByTestId('chat-assistant').nth(3).waitFor();
    expect(await dialog.locator('img, b').count()).toBe(0);
    expect(await page.title()).not.toBe('1');

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'chat-widget-answer', 1);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows Typing... while pending, then the Chat Error toast and the apology, keeping the message', async () => {
    const { page, close } = await openPage(browser);
    const dialog = await openChat(page, cmsDown.url);
    const field = dialog.getByRole('textbox', { name: 'Your message to Kumul' });
    await field.fill('  ');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await field.fill('Is this SMS a scam?');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    await field.press('Enter');
    await dialog.getByText('Typing...').waitFor();
    // Pending: a second message waits (neither Send nor Enter), and so do the quick buttons.
    await field.fill('And this one?');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await field.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Technical Support' }).isDisabled()).toBe(true);
    release();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Chat Error');
    expect(await toast.innerText()).toContain('Failed to send message. Please try again.');
    expect(await dialog.getByTestId('chat-visitor').allTextContents()).toEqual(['You: Is this SMS a scam?']);
    expect(await dialog.getByTestId('chat-assistant').last().textContent()).toBe(`Kumul: ${APOLOGY}`);
    expect(await dialog.getByText('Typing...').count()).toBe(0);
    expect(await field.inputValue()).toBe('And this one?');
    await saveScreens(page, 'chat-widget-failure', 1);

    // No answer at all (the network failed): the same notice and apology.
    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByTestId('chat-assistant').nth(2).waitFor();
    expect(await dialog.getByTestId('chat-visitor').allTextContents()).toEqual([
      'You: Is this SMS a scam?',
      'You: And this one?',
    ]);
    expect(await dialog.getByTestId('chat-assistant').last().textContent()).toBe(`Kumul: ${APOLOGY}`);
    expect(await toast.innerText()).toContain('Failed to send message. Please try again.');
    await close();
  });
});

describe('the /chat page without JavaScript', () => {
  it('is where the floating button leads, and answers the form with the conversation', async () => {
    const { page, problems, close } = await openPage(browser, { javaScript: false });
    await page.goto(base);
    await page.getByRole('link', { name: 'AI Cybersecurity Assistant' }).click();
    await page.waitForURL(`${base}/chat`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('AI Cybersecurity Assistant');
    expect(await page.getByTestId('chat-assistant').first().textContent()).toBe(`Kumul: ${GREETING}`);
    await page.getByRole('button', { name: 'Registration Help' }).click();
    await page.waitForURL(`${base}/chat#latest`);
    expect(await page.getByTestId('chat-visitor').allTextContents()).toEqual([
      'You: I need help with registration and enrollment.',
    ]);
    // An answer from Kumul, not the apology for a CMS that could not answer.
    expect(await page.getByTestId('chat-assistant').last().textContent()).not.toBe(`Kumul: ${APOLOGY}`);
    await page.getByLabel('Your message to Kumul').fill('Which course teaches <script>alert(1)</script> safety?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`${base}/chat#latest`);
    expect(await page.getByTestId('chat-visitor').last().textContent()).toBe(
      'You: Which course teaches <script>alert(1)</script> safety?',
    );
    expect(await page.getByTestId('chat-assistant').count()).toBe(3);
    await saveScreens(page, 'chat-no-javascript', 1);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the message and adds the apology when the CMS cannot be reached', async () => {
    const { page, close } = await openPage(browser, { javaScript: false });
    await page.goto(`${cmsDown.url}/chat`);
    await page.getByLabel('Your message to Kumul').fill('How do I reset my password?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`${cmsDown.url}/chat#latest`);
    expect(await page.getByTestId('chat-visitor').allTextContents()).toEqual(['You: How do I reset my password?']);
    expect(await page.getByTestId('chat-assistant').last().textContent()).toBe(`Kumul: ${APOLOGY}`);
    const toast = page.getByTestId('toast');
    expect(await toast.innerText()).toContain('Chat Error');
    expect(await toast.innerText()).toContain('Failed to send message. Please try again.');
    await saveScreens(page, 'chat-no-javascript-failure', 1);
    await close();
  });
});
